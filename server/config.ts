import path from 'node:path';

/** Everything the server reads from the environment, in one place. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: an embedded PostgreSQL is started under `dataDir/postgres`. */
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  /** Session (and token) lifetime. */
  sessionTtlSeconds: number;
  /** Requests per minute per IP on the whole API. */
  rateLimitMax: number;
  /** Failed logins per minute per e-mail and per IP before 429. */
  loginFailuresPerMinute: number;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    redisUrl: env.REDIS_URL || undefined,
    sessionTtlSeconds: Number(env.SESSION_TTL_SECONDS ?? 12 * 3600),
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 1200),
    loginFailuresPerMinute: Number(env.LOGIN_FAILURES_PER_MINUTE ?? 10),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
