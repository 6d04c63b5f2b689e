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
