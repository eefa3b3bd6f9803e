import path from 'node:path';
import { z } from 'zod';
import { logger } from './logger';

/** Everything the server reads from the environment, in one place. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: an embedded PostgreSQL is started under `dataDir/postgres`. */
  databaseUrl: string | undefined;
  /** Connections per process to PostgreSQL. */
  dbPoolMax: number;
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  /** Session (and token) lifetime. */
  sessionTtlSeconds: number;
  /** Requests per minute per IP on the whole API. */
  rateLimitMax: number;
  /** Failed logins per minute per e-mail and per IP before 429. */
  loginFailuresPerMinute: number;
  /** Behind a reverse proxy: the client's address is the one X-Forwarded-For names. */
  trustProxy: boolean;
  logLevel: string;
}

/** A variable set to an empty string counts as unset (`DATABASE_URL= npm start`). */
const unset = (value: unknown) => (value === '' ? undefined : value);
const whole = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) => {
  const expected = `a whole number from ${min} to ${max}`;
  return z.preprocess(
    unset,
    z.coerce.number(expected).int(expected).min(min, expected).max(max, expected).default(fallback),
  );
};
const textOr = (fallback: string) => z.preprocess(unset, z.string().default(fallback));
const url = (...protocols: string[]) =>
  z.preprocess(
    unset,
    z
      .url(`a URL starting with ${protocols.join(' or ')}`)
      .refine(
        (v) => protocols.some((p) => v.startsWith(p)),
        `a URL starting with ${protocols.join(' or ')}`,
      )
      .optional(),
  );

const environment = z.object({
  PORT: whole(3000, 1, 65535),
  HOST: textOr('0.0.0.0'),
  DATA_DIR: textOr('data'),
  DATABASE_URL: url('postgres://', 'postgresql://'),
  DB_POOL_MAX: whole(10, 1, 1000),
  JWT_SECRET: z.preprocess(unset, z.string().min(32, 'at least 32 characters').optional()),
  REDIS_URL: url('redis://', 'rediss://'),
  SESSION_TTL_SECONDS: whole(12 * 3600, 60),
  RATE_LIMIT_MAX: whole(1200, 1),
  LOGIN_FAILURES_PER_MINUTE: whole(10, 1),
  TRUST_PROXY: z.preprocess(unset, z.enum(['true', 'false'], 'true or false').default('false')),
  LOG_LEVEL: z.preprocess(
    unset,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'a log level')
      .default('info'),
  ),
});

/** A setting the server cannot start with; `problems` name each variable and what it must be. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** Reads and checks the environment; a bad value is a ConfigError naming it, never a NaN. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name}=${JSON.stringify(env[name])}: expected ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    jwtSecret: e.JWT_SECRET,
    redisUrl: e.REDIS_URL,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    rateLimitMax: e.RATE_LIMIT_MAX,
    loginFailuresPerMinute: e.LOGIN_FAILURES_PER_MINUTE,
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
  };
}

/** For the commands (`npm start`, `npm run seed`): a bad setting is printed and the process exits. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    logger.fatal(error.message);
    process.exit(1);
  }
}
