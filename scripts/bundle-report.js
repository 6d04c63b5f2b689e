#!/usr/bin/env node
/**
 * Bundle report of the built client (dist/client; run `npm run build:client` first): the
 * gzipped JavaScript a first visit to the home page downloads (the entry, its static imports,
 * the first part of the English message catalogue, and the home route's chunk with its own),
 * then what each other route adds on top of the entry, and the size of each catalogue part. Budget: home initial JS at most 170 KB gzipped. It reports and never fails the build.
 *   node scripts/bundle-report.js [--json]
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist', 'client');
const routerFile = path.join(root, 'client', 'src', 'app', 'router.tsx');
const HOME_BUDGET_KB = 170;

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.log('bundle report: dist/client is not built (run `npm run build:client`); nothing to report.');
  process.exit(0);
}

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) {
  console.log('bundle report: no module script in dist/client/index.html; nothing to report.');
  process.exit(0);
}

const sizes = new Map();
/** Gzipped size of a built file (level 9, as a CDN or a precompressing server would send it). */
function gzipSize(file) {
  if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
}

const importCache = new Map();
/** The chunks a built file imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
function staticImports(file) {
  if (!importCache.has(file)) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    const dir = path.posix.dirname(file);
    const found = new Set();
    for (const match of code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      found.add(path.posix.normalize(path.posix.join(dir, match[1])));
    }
    importCache.set(file, [...found]);
  }
  return importCache.get(file);
}

function closure(start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file) || !fs.existsSync(path.join(dist, file))) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

const total = (files) => [...files].reduce((sum, f) => sum + gzipSize(f), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// Route → page module, from the route table: page('/path', () => import('../features/x/NamePage')).
const routerSource = fs.readFileSync(routerFile, 'utf8');
const constants = new Map([...routerSource.matchAll(/const (\w+): PageModule = \(\) => import\('([^']+)'\)/g)].map((m) => [m[1], m[2]]));
const routes = [...routerSource.matchAll(/page\('([^']+)',\s*(?:\(\) => import\('([^']+)'\)|(\w+))\)/g)].map((m) => ({ path: m[1], module: m[2] ?? constants.get(m[3]) }));
const assets = fs.readdirSync(path.join(dist, 'assets'));
function chunkOf(module) {
  const name = path.posix.basename(module ?? '');
  const file = assets.find((a) => a.endsWith('.js') && a.replace(/-[\w-]{8}\.js$/, '') === name);
  return file ? `assets/${file}` : null;
}

// main.tsx awaits the first part of the stored language's catalogue before the first render
// (English on a first visit); the rest part comes with the first page other than home.
const catalogueChunk = (locale, part) => {
  const file = assets.find((a) => a.startsWith(`${locale}.json_${part}-`) && a.endsWith('.js'));
  return file ? `assets/${file}` : null;
};
const catalogueParts = ['en', 'de'].flatMap((locale) =>
  ['first-paint', 'rest'].map((part) => ({ locale, part, chunk: catalogueChunk(locale, part) })),
);
const firstCatalogue = catalogueChunk('en', 'first-paint');
const initial = new Set([...closure(entry), ...(firstCatalogue ? closure(firstCatalogue) : [])]);
const homeChunk = chunkOf(routes.find((r) => r.path === '/')?.module);
const home = new Set([...initial, ...(homeChunk ? closure(homeChunk) : [])]);
const homeBytes = total(home);

const rows = routes
  .filter((r) => r.path !== '/')
  .map((r) => {
    const chunk = chunkOf(r.module);
    const added = chunk ? [...closure(chunk)].filter((f) => !initial.has(f)) : [];
    return { route: r.path, chunk, own: chunk ? gzipSize(chunk) : 0, added: total(added) };
  });

const report = {
  entry,
  entryInitialBytes: total(initial),
  homeInitialBytes: homeBytes,
  homeBudgetBytes: HOME_BUDGET_KB * 1024,
  withinBudget: homeBytes <= HOME_BUDGET_KB * 1024,
  homeFiles: [...home].map((f) => ({ file: f, gzipBytes: gzipSize(f) })).sort((a, b) => b.gzipBytes - a.gzipBytes),
  routes: rows,
  catalogueParts: catalogueParts.map((c) => ({ ...c, gzipBytes: c.chunk ? gzipSize(c.chunk) : 0 })),
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
  process.exit(0);
}

console.log('Bundle report (gzip -9 of dist/client)');
console.log(`  Entry, its static imports and the first catalogue part: ${kb(report.entryInitialBytes)}`);
console.log(`  Home page initial JS:          ${kb(homeBytes)}   budget ${HOME_BUDGET_KB} KB: ${report.withinBudget ? 'within' : `OVER by ${kb(homeBytes - HOME_BUDGET_KB * 1024)}`}`);
for (const f of report.homeFiles.slice(0, 8)) console.log(`    ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
console.log('  Per route (own chunk / everything the route adds to the entry):');
for (const r of rows) console.log(`    ${r.route.padEnd(38)} ${kb(r.own).padStart(9)} / ${kb(r.added).padStart(9)}  ${r.chunk ?? '(chunk not found)'}`);
console.log('  Message catalogue parts (the rest part also comes with the first page other than home):');
for (const c of report.catalogueParts) console.log(`    ${`${c.locale} ${c.part}`.padEnd(38)} ${kb(c.gzipBytes).padStart(9)}  ${c.chunk ?? '(chunk not found)'}`);
