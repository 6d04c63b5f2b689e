import 'reflect-metadata';
import { loadConfig } from '../../config';
import { BackupError, EXIT_USAGE, formatSummary } from './backup-report';
import { runCommand } from './command';
import { restoreDatabase } from './restore';

/** `npm run restore -- FILE [--force]`: see restore.ts. */
runCommand(async (args, progress) => {
  const force = args.includes('--force');
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--force');
  if (files.length !== 1 || unknown.length > 0) throw new BackupError('usage: npm run restore -- FILE [--force] (--force replaces a database that is not empty)', EXIT_USAGE);
  const summary = await restoreDatabase(loadConfig(), files[0], { force }, progress);
  return formatSummary('restore complete', summary);
});
