/**
 * The one logger of the process (pino): start-up messages, the embedded PostgreSQL's and
 * Fastify's request logs all go through it (`buildApp` gets it as `loggerInstance`). Lines are
 * JSON; in a terminal they are shown as plain text, `[gestionale] message`, so that what
 * `npm start` prints (the URL, the demo logins) reads as before.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** What a terminal shows of a record: its message; the level unless info, other fields after. */
export function plainLine(json: string): string {
  const record = JSON.parse(json) as Record<string, unknown>;
  const { level, msg } = record;
  for (const key of ['level', 'time', 'pid', 'hostname', 'msg']) delete record[key];
  const label = level === 30 ? '' : `${LEVELS[level as number] ?? level} `;
  const fields = Object.keys(record).length ? ` ${JSON.stringify(record)}` : '';
  return `[gestionale] ${label}${msg ?? ''}${fields}\n`;
}

/** A terminal gets plain lines; anything else (a file, a log collector) the JSON. */
function destination(): DestinationStream {
  if (!process.stdout.isTTY) return pino.destination({ dest: 1, sync: true });
  return { write: (json: string) => process.stdout.write(plainLine(json)) };
}

/** Level `info` until the settings are read: `logger.level = config.logLevel`. */
export const logger: Logger = pino({ level: 'info' }, destination());

/** What the start-up code needs of a logger: this one, or `console` (the test setup). */
export interface Log {
  info(message: string): void;
  warn(message: string): void;
}
