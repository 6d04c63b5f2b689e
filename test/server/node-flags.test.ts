import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/src/node-flags';

const root = path.resolve(__dirname, '../..');
const MAIN = 'dist/server/src/main.js';

/** The arguments before main.js of a command that starts the server. */
function flagsBeforeMain(args: readonly string[]): string[] {
  const at = args.indexOf(MAIN);
  expect(at).toBeGreaterThan(0);
  return args.slice(1, at);
}

describe('the server\'s Node.js flags (SERVER_NODE_FLAGS)', () => {
  it('are the ones the production image starts the server with', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
    expect(cmd).not.toBeNull();
    const args = JSON.parse(cmd![1]) as string[];
    expect(args[0]).toBe('node');
    expect(flagsBeforeMain(args)).toEqual(SERVER_NODE_FLAGS);
  });

  it('are the ones `npm start` starts the server with', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const command = scripts.start.split('&&').map((part) => part.trim()).find((part) => part.includes(MAIN));
    expect(command).toBeDefined();
    expect(flagsBeforeMain(command!.split(/\s+/))).toEqual(SERVER_NODE_FLAGS);
  });
});
