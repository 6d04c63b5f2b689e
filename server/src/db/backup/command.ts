import { ConfigError } from '../../config';
import { BackupError, type Progress } from './backup-report';

/**
 * The frame of the backup and restore commands: progress lines and the summary on stdout for an
 * operator (not JSON logs), an expected failure as one clear line on stderr with its exit code,
 * anything else with its stack (a real fault, worth reporting).
 */
export function runCommand(work: (args: string[], progress: Progress) => Promise<string>): void {
  const progress: Progress = (line) => void process.stdout.write(`${line}\n`);
  work(process.argv.slice(2), progress).then(
    (summary) => process.stdout.write(`${summary}\n`),
    (error: unknown) => {
      if (error instanceof BackupError || error instanceof ConfigError) {
        process.stderr.write(`${error.message}\n`);
        process.exitCode = error instanceof BackupError ? error.exitCode : 1;
      } else {
        process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
        process.exitCode = 1;
      }
    },
  );
}
