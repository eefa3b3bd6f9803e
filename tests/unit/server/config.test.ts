import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

const problems = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('gives the defaults for an empty environment, and empty strings count as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '', PORT: '' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      dbPoolMax: 10,
      trustProxy: false,
      rateLimitMax: 1200,
      loginFailuresPerMinute: 10,
      sessionTtlSeconds: 43_200,
      logLevel: 'info',
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/gestionale',
      REDIS_URL: 'redis://cache:6379/2',
      DB_POOL_MAX: '20',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'x'.repeat(48),
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/gestionale',
      redisUrl: 'redis://cache:6379/2',
      dbPoolMax: 20,
      trustProxy: true,
      logLevel: 'warn',
    });
  });

  it('refuses bad values, naming each variable and what it must be (never a NaN port)', () => {
    expect(
      problems({
        PORT: 'abc',
        RATE_LIMIT_MAX: '0',
        TRUST_PROXY: 'yes',
        DATABASE_URL: 'mysql://db/x',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      'PORT="abc": expected a whole number from 1 to 65535',
      'DATABASE_URL="mysql://db/x": expected a URL starting with postgres:// or postgresql://',
      'JWT_SECRET="short": expected at least 32 characters',
      `RATE_LIMIT_MAX="0": expected a whole number from 1 to ${Number.MAX_SAFE_INTEGER}`,
      'TRUST_PROXY="yes": expected true or false',
      'LOG_LEVEL="loud": expected a log level',
    ]);
  });
});
