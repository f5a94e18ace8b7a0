/**
 * A JSON-lines logger that honors CAP_LOG_LEVEL: entries below the configured level are dropped.
 * One line per event keeps logs searchable in CloudWatch and any other log store.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const RANK: Readonly<Record<LogLevel, number>> = {debug: 10, info: 20, warn: 30, error: 40};

export type LogEntry = {readonly level: LogLevel; readonly event: string} & Record<string, unknown>;

export function createLogger(minLevel: LogLevel, write: (line: string) => void = (line) => console.log(line)): (entry: LogEntry) => void {
  return (entry) => {
    if (RANK[entry.level] >= RANK[minLevel]) write(JSON.stringify(entry));
  };
}
