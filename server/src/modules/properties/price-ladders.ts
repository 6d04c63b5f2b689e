import { AskedOnce } from '../../asked-once';

/**
 * A search's matches by weekly price, so that moving the price slider or paging through one
 * search is counted without counting again: for a filter without its price band (the search's
 * "base"), the distinct prices of its matches in ascending order and how many villas match at or
 * below each. The count of any price band of that base is then two binary searches, exact as of
 * when the ladder was read.
 *
 * A base's ladder is read when the base is asked a second time within the count's lifetime
 * (SEARCH_COUNT_CACHE): a search asked once is counted in its page's statement as before, and
 * only searches that come back pay for a ladder. While a ladder is being read, other requests of
 * the same base count as before instead of waiting for it.
 */
export interface PriceLadder {
  /** The distinct weekly prices of the matches, ascending. */
  prices: Float64Array;
  /** How many matches cost at most prices[i]. */
  atOrBelow: Int32Array;
}

/** Rows of `SELECT price, count(*) … GROUP BY price ORDER BY price` as a ladder. */
export function ladderOf(rows: readonly { price: number | string; count: number | string }[]): PriceLadder {
  const prices = new Float64Array(rows.length);
  const atOrBelow = new Int32Array(rows.length);
  let total = 0;
  rows.forEach((row, i) => {
    total += Number(row.count);
    prices[i] = Number(row.price);
    atOrBelow[i] = total;
  });
  return { prices, atOrBelow };
}

/** How many matches cost less than `price` (`orEqual`: at most `price`). */
function countUpTo({ prices, atOrBelow }: PriceLadder, price: number, orEqual: boolean): number {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (prices[middle] < price || (orEqual && prices[middle] === price)) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? 0 : atOrBelow[low - 1];
}

/** The matches whose price is within [minPrice, maxPrice] (either end may be open). */
export function countInBand(ladder: PriceLadder, minPrice?: number | null, maxPrice?: number | null): number {
  const total = ladder.atOrBelow.length ? ladder.atOrBelow[ladder.atOrBelow.length - 1] : 0;
  const upToMax = maxPrice === undefined || maxPrice === null ? total : countUpTo(ladder, maxPrice, true);
  const belowMin = minPrice === undefined || minPrice === null ? 0 : countUpTo(ladder, minPrice, false);
  return Math.max(0, upToMax - belowMin);
}

/** Ladders kept at once per process (the least recently read goes): at 100,000 villas one is at most about 200 KB. */
const LADDERS_MAX = 100;
/** Bases asked once, remembered (by a hash of their key) until their lifetime ends. */
const ASKED_ONCE_MAX = 2000;

interface Entry {
  ladder: PriceLadder | null;
  expires: number;
}

/**
 * The ladders of one process. `countOf` answers a base's band from its ladder when one is fresh;
 * otherwise it reads the ladder (with `read`) on the base's second ask and answers from it, or
 * returns undefined for the caller to count as before.
 */
export class PriceLadders {
  private readonly ladders = new Map<string, Entry>();
  private readonly askedOnce = new AskedOnce(ASKED_ONCE_MAX);

  async countOf(base: string, ttlMs: number, band: { minPrice?: number | null; maxPrice?: number | null }, read: () => Promise<PriceLadder>): Promise<number | undefined> {
    const now = Date.now();
    const entry = this.ladders.get(base);
    if (entry && entry.expires > now) return entry.ladder ? countInBand(entry.ladder, band.minPrice, band.maxPrice) : undefined;
    if (!this.askedOnce.again(base, ttlMs, now)) return undefined;
    // Being read: other requests of this base count as before meanwhile.
    const reading: Entry = { ladder: null, expires: now + ttlMs };
    this.keep(base, reading);
    try {
      reading.ladder = await read();
    } catch (error) {
      this.ladders.delete(base);
      throw error;
    }
    return countInBand(reading.ladder, band.minPrice, band.maxPrice);
  }

  private keep(base: string, entry: Entry): void {
    this.ladders.delete(base);
    if (this.ladders.size >= LADDERS_MAX) this.ladders.delete(this.ladders.keys().next().value!);
    this.ladders.set(base, entry);
  }
}
