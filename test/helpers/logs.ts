import { configureLogging, type LogLevel } from '../../server/src/logger';

/** The level the server tests log at: silent unless LOG_LEVEL asks (jest setup, test/helpers/server-setup.ts). */
export const TEST_LOG_LEVEL = (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'silent';

export interface CapturedLogs {
  /** Every line logged since capturing began, parsed. */
  lines: Record<string, unknown>[];
  /** All lines as one text, to search for what must (not) appear. */
  text(): string;
  restore(): void;
}

/** Sends the server's log lines to memory (apps created afterwards log their requests there too). */
export function captureLogs(level: LogLevel = 'debug'): CapturedLogs {
  const raw: string[] = [];
  configureLogging({ level, destination: { write: (line: string) => void raw.push(line) } });
  return {
    get lines() {
      return raw.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    text: () => raw.join(''),
    restore: () => void configureLogging({ level: TEST_LOG_LEVEL }),
  };
}
