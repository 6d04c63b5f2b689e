import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Lints `code` as if it were the file at `file` and returns the rule ids it reports. */
function lint(file: string, code: string): string[] {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', '--stdin', '--stdin-filename', file], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string | null }[] }[];
  return report.messages.map((message) => String(message.ruleId));
}

describe('feature boundaries (lint)', () => {
  it("refuses a server module importing another module's REST routes or resolvers", () => {
    expect(lint('server/src/modules/users/user.fake.ts', "export { adminRoutes } from '../admin/admin.rest';\n")).toContain('local/feature-boundaries');
    expect(lint('server/src/modules/users/user.fake.ts', "export { AdminResolver } from '../admin/admin.resolver';\n")).toContain('local/feature-boundaries');
  });

  it("allows a module its own files and other modules' services", () => {
    expect(lint('server/src/modules/users/user.fake.ts', "export { userRoutes } from './user.rest';\nexport { listAudit } from '../audit/audit.service';\n")).toEqual([]);
  });

  it('refuses a client feature importing another feature', () => {
    expect(lint('client/src/features/home/Fake.tsx', "export { default } from '../search/SearchPage';\n")).toContain('local/feature-boundaries');
    expect(lint('client/src/features/home/Fake.tsx', "export { formatDay } from '../../lib/dates';\n")).toEqual([]);
  });
});

/** The server module (folder under server/src/modules) a file belongs to; undefined for anything else. */
const moduleOf = (file: string) => /^server\/src\/modules\/([^/]+)\//.exec(file)?.[1];

/**
 * Which module imports which, type-only imports included, as dependency-cruiser reads server/src
 * with the project's own configuration (the one `npm run check:cycles` uses).
 */
function moduleImports(): [from: string, to: string][] {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), '--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'server/src'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const { modules } = JSON.parse(result.stdout) as { modules: { source: string; dependencies: { resolved: string }[] }[] };
  const imports = new Map<string, [string, string]>();
  for (const { source, dependencies } of modules) {
    const from = moduleOf(source);
    for (const { resolved } of dependencies) {
      const to = moduleOf(resolved);
      if (from && to && from !== to) imports.set(`${from} ${to}`, [from, to]);
    }
  }
  return [...imports.values()];
}

/** The groups of modules that reach each other through their imports (Tarjan's strongly connected components), each sorted. */
function moduleCircles(imports: Iterable<[from: string, to: string]>): string[][] {
  const next = new Map<string, string[]>();
  for (const [from, to] of imports) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    for (const to of next.get(module) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(module, Math.min(low.get(module)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(module, Math.min(low.get(module)!, index.get(to)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const group = stack.splice(stack.indexOf(module));
    if (group.length > 1) circles.push(group.sort());
  };
  for (const module of next.keys()) if (!index.has(module)) visit(module);
  return circles;
}

describe('module folders (import graph)', () => {
  it('import each other in one direction only: no circle between server modules, type imports included', () => {
    const imports = moduleImports();
    expect(imports.length).toBeGreaterThan(50);
    expect(moduleCircles(imports)).toEqual([]);
  });

  it('report a circle between two modules, or one that runs through others', () => {
    expect(moduleCircles([['users', 'auth'], ['auth', 'users'], ['orders', 'users']])).toEqual([['auth', 'users']]);
    expect(moduleCircles([['orders', 'payments'], ['payments', 'properties'], ['properties', 'orders'], ['basket', 'orders']])).toEqual([['orders', 'payments', 'properties']]);
  });
});
