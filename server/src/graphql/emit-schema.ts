import fs from 'node:fs';
import path from 'node:path';
import { resolvers } from '../module-list';
import { projectRoot } from '../paths';
import { printAppSchema } from './schema';

/** `npm run schema`: writes schema.graphql for codegen and for the consumers of the graph. */
async function main(): Promise<void> {
  const target = path.join(projectRoot, 'schema.graphql');
  fs.writeFileSync(target, await printAppSchema(resolvers));
  process.stdout.write(`Wrote ${path.relative(process.cwd(), target)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
