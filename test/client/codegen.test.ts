import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const committedDir = path.join(root, 'client/src/__generated__');

/**
 * The committed client/src/__generated__ must be exactly what `npm run codegen` produces from
 * the committed schema.graphql and the client's operations: this fails when someone edits it
 * by hand or forgets to regenerate after changing an operation or the schema.
 */
describe('generated GraphQL types', () => {
  it('are up to date with schema.graphql and the client operations', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
    try {
      execFileSync(path.join(root, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.ts', '--silent'], {
        cwd: root,
        env: { ...process.env, CODEGEN_OUT: `${outDir}/` },
        stdio: 'pipe',
      });
      const fresh = fs.readdirSync(outDir).sort();
      expect(fs.readdirSync(committedDir).sort()).toEqual(fresh);
      for (const file of fresh) {
        const committed = fs.readFileSync(path.join(committedDir, file), 'utf8');
        const expected = fs.readFileSync(path.join(outDir, file), 'utf8');
        expect({ file, upToDate: committed === expected }).toEqual({ file, upToDate: true });
      }
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);
});
