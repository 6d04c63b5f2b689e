import type { MapArea } from '../../../../common/map-area';
import type { RequestContext } from '../../graphql/context';
import { prepared, sql, type SqlExecutor } from '../../db/sql';
import { log } from '../../logger';

/**
 * How a map box's page in the catalogue order is found (property.service.ts, catalogueWalkFirst).
 * The map index gives every villa of the box, which are then sorted: cheap for a town, but a
 * country's box at 100,000 villas is 13,000 villas read and sorted for each page of 24. Walking the
 * catalogue index in its order and keeping the villas inside the box reads only as far as the page
 * reaches: about (offset + limit) / (the box's share of the catalogue) entries. So the walk pays
 * when the box holds many villas, and the map index when it holds few.
 *
 * The box's villas are estimated from a grid of the published villas per whole degree of latitude
 * and longitude, read once per SEARCH_COUNT_CACHE per process (two statements over the catalogue);
 * a cell the box covers in part counts for the part of its area covered. The estimate only chooses
 * the plan: a page is the same either way, and a walk that does not reach the page falls back to
 * the map index in the same statement.
 */
const GRID_SQL = prepared(`SELECT floor(latitude)::int AS lat, floor(longitude)::int AS lng, count(*)::int AS villas
  FROM properties WHERE published = true AND latitude IS NOT NULL GROUP BY 1, 2`);
const PUBLISHED_SQL = prepared('SELECT count(*)::int AS villas FROM properties WHERE published = true');

/** Published villas per one-degree cell, and in all (with or without coordinates). */
interface VillaGrid {
  cells: { lat: number; lng: number; villas: number }[];
  total: number;
  expires: number;
}

let grid: VillaGrid | null = null;
let reading: Promise<VillaGrid> | null = null;

/** Reads the grid on `on`: the database, or a transaction's connection. */
async function readGrid(ctx: RequestContext, on: SqlExecutor): Promise<VillaGrid> {
  const cells = await sql<{ lat: number; lng: number; villas: number }>(on, GRID_SQL, []);
  const published = await sql<{ villas: number }>(on, PUBLISHED_SQL, []);
  return { cells: cells.rows, total: published.rows[0].villas, expires: Date.now() + ctx.config.searchCountCacheMs };
}

/**
 * The grid, read again once older than SEARCH_COUNT_CACHE (44 ms at 100,000 villas). Requests
 * meanwhile choose by the grid they have, which is a few seconds old, and only the first one
 * waits for it; with SEARCH_COUNT_CACHE at 0 (tests) every one reads it afresh. Concurrent
 * requests share one read. Inside a transaction the grid the process has is used, however old.
 */
async function villaGrid(ctx: RequestContext): Promise<VillaGrid> {
  if (grid && grid.expires > Date.now()) return grid;
  // In a transaction, whose connection may be the only one (the embedded database), on it.
  if (ctx.manager.queryRunner) return grid ?? (grid = await readGrid(ctx, ctx));
  // Else outside the request: the read may outlive it.
  const read = (reading ??= readGrid(ctx, { manager: ctx.manager.connection.manager })
    .then((fresh) => (grid = fresh))
    .finally(() => (reading = null)));
  if (!grid || ctx.config.searchCountCacheMs === 0) return read;
  read.catch((error: unknown) => log().warn({ err: error }, 'The map walk\'s villa grid was not read again'));
  return grid;
}

/** The part of [from, from + 1) that [low, high] covers. */
const covered = (from: number, low: number, high: number) => Math.max(0, Math.min(from + 1, high) - Math.max(from, low));

/** The villas of `grid` estimated to lie in `area`. */
export function villasIn(cells: VillaGrid['cells'], area: MapArea): number {
  let villas = 0;
  for (const cell of cells) villas += cell.villas * covered(cell.lat, area.minLat, area.maxLat) * covered(cell.lng, area.minLng, area.maxLng);
  return villas;
}

/**
 * How far to walk the catalogue for a page that ends `reach` matches into `area` (the offset
 * plus the rows read), or 0 to read the box from the map index. With `n` of the catalogue's `N`
 * villas in the box, the walk reads about reach × N / n entries and the map index n, so the walk
 * is taken when reach × N < n². It goes four times as far as that, for filters that keep fewer
 * of the box's villas, and never further than the map index would read.
 */
export async function catalogueWalk(ctx: RequestContext, area: MapArea, reach: number): Promise<number> {
  const { cells, total } = await villaGrid(ctx);
  return walkLength(villasIn(cells, area), total, reach);
}

/** catalogueWalk's rule for `inArea` of `total` villas in the box. */
export function walkLength(inArea: number, total: number, reach: number): number {
  if (inArea < 1 || reach * total >= inArea * inArea) return 0;
  return Math.ceil(Math.min((4 * reach * total) / inArea, inArea));
}
