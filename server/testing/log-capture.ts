/** The server's JSON log lines, kept for a test to read instead of going to stdout. */
export type LogCapture = {
  stream: { write(line: string): void };
  /** Every parsed line so far. */
  lines(): { level: number; msg?: string; [key: string]: unknown }[];
  /** Lines at pino's error level (50) or above. */
  errors(): { level: number; msg?: string; [key: string]: unknown }[];
  clear(): void;
};

const ERROR_LEVEL = 50;

export function captureLogs(): LogCapture {
  let lines: { level: number; msg?: string }[] = [];
  return {
    stream: { write: (line) => void lines.push(JSON.parse(line)) },
    lines: () => lines,
    errors: () => lines.filter((line) => line.level >= ERROR_LEVEL),
    clear: () => void (lines = []),
  };
}
