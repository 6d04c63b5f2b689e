import fs from 'node:fs';
import { TEMPLATE_VARIABLE } from './embedded-template';

/** Jest's global tear-down: removes the template file the global set-up wrote. */
export default async function removeEmbeddedTemplate(): Promise<void> {
  const file = process.env[TEMPLATE_VARIABLE];
  if (file) fs.rmSync(file, { force: true });
}
