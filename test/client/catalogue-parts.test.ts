import fs from 'node:fs';
import path from 'node:path';
import { cataloguePart } from '../../client/src/i18n/catalogue-parts';
import en from '../../client/src/i18n/en.json';

const src = path.join(__dirname, '..', '..', 'client', 'src');
const ids = Object.keys(en);

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * The source files the first screen runs: everything main.tsx reaches, through static imports
 * and lazy imports alike (the basket panel), except the other pages of the route table, which
 * wait for the whole catalogue before they render.
 */
function firstScreenFiles(): string[] {
  const seen = new Set<string>();
  const stack = [path.join(src, 'main.tsx')];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || file.includes('__generated__')) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    const isRouteTable = file === path.join(src, 'app', 'router.tsx');
    for (const [, specifier] of code.matchAll(/(?:from\s*|import\s*\(?\s*)['"](\.{1,2}\/[^'"?]+)['"]/g)) {
      if (isRouteTable && specifier.includes('/features/') && !specifier.endsWith('/home/HomePage')) continue;
      const resolved = resolveModule(file, specifier);
      if (resolved && /\.tsx?$/.test(resolved)) stack.push(resolved);
    }
  }
  return [...seen];
}

/** Message ids a file names: as string literals, or as the fixed start of a template (`amenity.${key}`). */
function messageIds(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const literals = [...code.matchAll(/['"]([a-zA-Z]+\.[\w.]+)['"]/g)].map((m) => m[1]).filter((id) => ids.includes(id));
  const prefixes = [...code.matchAll(/`([a-zA-Z]+\.[\w.]*)\$\{/g)].map((m) => m[1]);
  return [...literals, ...prefixes.flatMap((prefix) => ids.filter((id) => id.startsWith(prefix)))];
}

describe('the first part of the catalogues', () => {
  const files = firstScreenFiles();
  const used = [...new Set(files.flatMap(messageIds))];

  it('holds every message the layout and the home page can show', () => {
    expect(files.map((f) => path.relative(src, f))).toEqual(
      expect.arrayContaining(['features/home/HomePage.tsx', 'features/basket/BasketPanel.tsx', 'features/footer/Footer.tsx']),
    );
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((id) => cataloguePart(id) !== 'first-paint')).toEqual([]);
  });

  it('leaves the messages of other pages to the rest', () => {
    for (const id of ['checkout.title', 'admin.title', 'account.tabs.bookings'].filter((i) => ids.includes(i))) {
      expect({ id, part: cataloguePart(id) }).toEqual({ id, part: 'rest' });
    }
    expect(ids.filter((id) => cataloguePart(id) === 'rest').length).toBeGreaterThan(ids.length / 2);
  });
});
