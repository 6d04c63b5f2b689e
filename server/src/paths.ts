import fs from 'node:fs';
import path from 'node:path';

/** The repository root, found the same way from compiled (dist/) and source (ts-jest) code. */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(__dirname);
