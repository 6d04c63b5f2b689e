import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths';
import { printAppSchema } from './schema';

/** `npm run schema`: writes schema.graphql for codegen and for the consumers of the graph. */
async function main(): Promise<void> {
  const target = path.join(projectRoot, 'schema.graphql');
  fs.writeFileSync(target, await printAppSchema());
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
