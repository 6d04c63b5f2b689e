import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSchema, RELEASED_SCHEMA } from '../../server/src/graphql/schema-check';

const root = path.resolve(__dirname, '../..');

const RELEASED = `
type Query {
  villa(id: ID!): Villa
  villas(first: Int): [Villa!]!
}
type Villa {
  id: ID!
  title: String!
  sleeps: Int!
  oldPrice: Int @deprecated(reason: "Use price.")
  legacyCode: String @deprecated(reason: "Not used any more.")
  price: Int!
}
enum Sort { NEWEST PRICE OLDEST @deprecated(reason: "Nobody asks for it.") }
`;

const breakingPaths = async (current: string) => (await checkSchema(RELEASED, current)).breaking.map((change) => change.path);

describe('schema check against the released schema', () => {
  it('fails on removing a field that was not deprecated, naming it', async () => {
    expect(await breakingPaths(RELEASED.replace('  sleeps: Int!\n', ''))).toEqual(['Villa.sleeps']);
  });

  it("fails on changing a field's type, and on a new required argument", async () => {
    expect(await breakingPaths(RELEASED.replace('title: String!', 'title: Int!'))).toEqual(['Villa.title']);
    expect(await breakingPaths(RELEASED.replace('villas(first: Int)', 'villas(first: Int, country: String!)'))).toEqual(['Query.villas.country']);
  });

  it('fails on removing an enum value that was not deprecated', async () => {
    expect(await breakingPaths(RELEASED.replace('NEWEST PRICE', 'NEWEST'))).toEqual(['Sort.PRICE']);
  });

  it('passes when the removed or changed field was deprecated in the released schema', async () => {
    const current = RELEASED.replace('  oldPrice: Int @deprecated(reason: "Use price.")\n', '').replace('legacyCode: String', 'legacyCode: Int').replace(' OLDEST @deprecated(reason: "Nobody asks for it.")', '');
    const check = await checkSchema(RELEASED, current);
    expect(check.breaking).toEqual([]);
    expect(check.dangerous.map((change) => change.path).sort()).toEqual(['Sort.OLDEST', 'Villa.legacyCode', 'Villa.oldPrice']);
  });

  it('passes on additions', async () => {
    const current = RELEASED.replace('  price: Int!\n', '  price: Int!\n  pool: Boolean\n').replace('villas(first: Int)', 'villas(first: Int, after: String)');
    const check = await checkSchema(RELEASED, current);
    expect(check.breaking).toEqual([]);
    expect(check.safe.map((change) => change.path)).toContain('Villa.pool');
  });

  it('passes for the committed schema.graphql against the committed release', async () => {
    const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
    expect((await checkSchema(read(RELEASED_SCHEMA), read('schema.graphql'))).breaking).toEqual([]);
  });

  it('`npm run schema:check` exits non-zero with a readable list on a breaking change', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-check-'));
    try {
      fs.writeFileSync(path.join(dir, 'released.graphql'), RELEASED);
      fs.writeFileSync(path.join(dir, 'current.graphql'), RELEASED.replace('  sleeps: Int!\n', ''));
      let output = '';
      let status = 0;
      try {
        execFileSync(process.execPath, [path.join(root, 'dist/server/src/graphql/schema-check.js'), path.join(dir, 'released.graphql'), path.join(dir, 'current.graphql')], { encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        ({ status, stdout: output } = error as { status: number; stdout: string });
      }
      expect(status).toBe(1);
      expect(output).toContain("✖ Field 'sleeps' was removed from object type 'Villa' (Villa.sleeps)");
      expect(output).toContain('@deprecated');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
