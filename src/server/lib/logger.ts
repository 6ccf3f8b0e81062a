const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** One event as one line: its time, its level, the message and its fields. */
export const logLine = (
  level: Exclude<LogLevel, "silent">,
  message: string,
  fields?: Record<string, unknown>,
) =>
  `${new Date().toISOString()} ${level.toUpperCase()} ${message}${fields ? ` ${JSON.stringify(fields)}` : ""}`;

/** One line per event on stderr/stdout: readable by a person, greppable by a machine. */
export function createLogger(level: LogLevel): Logger {
  const threshold = LEVELS[level];
  const write =
    (name: Exclude<LogLevel, "silent">, sink: (line: string) => void) =>
    (message: string, fields?: Record<string, unknown>) => {
      if (LEVELS[name] < threshold) return;
      sink(logLine(name, message, fields));
    };
  return {
    debug: write("debug", console.log),
    info: write("info", console.log),
    warn: write("warn", console.warn),
    error: write("error", console.error),
  };
}
