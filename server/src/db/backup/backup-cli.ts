import 'reflect-metadata';
import { loadConfig } from '../../config';
import { backupDatabase } from './backup';
import { BackupError, EXIT_USAGE, formatSummary } from './backup-report';
import { runCommand } from './command';

/** `npm run backup -- --out FILE`: see backup.ts. */
runCommand(async (args, progress) => {
  const at = args.findIndex((arg) => arg === '--out' || arg.startsWith('--out='));
  const out = at < 0 ? undefined : args[at].startsWith('--out=') ? args[at].slice('--out='.length) : args[at + 1];
  if (!out || out.startsWith('--')) throw new BackupError('usage: npm run backup -- --out FILE (for example --out backups/villas-2026-11-26.dump)', EXIT_USAGE);
  const summary = await backupDatabase(loadConfig(), out, progress);
  return formatSummary('backup complete', summary);
});
