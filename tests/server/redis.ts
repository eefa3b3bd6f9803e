import crypto from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis of the tests that need one: `REDIS_URL`, else one answering at 127.0.0.1:6379.
 * Without either, those tests are skipped and say why, except in CI (`CI` set), where a
 * missing Redis fails them: `.ci/run` starts one and sets `REDIS_URL`. A `REDIS_URL` that
 * does not answer fails them anywhere.
 */
async function findRedis(): Promise<string | undefined> {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let failure: unknown;
  probe.on('error', (error) => (failure = error));
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch (error) {
    const reason = String(failure ?? error);
    if (process.env.REDIS_URL || process.env.CI) {
      throw new Error(`The tests need the Redis at ${url}, which does not answer: ${reason}`);
    }
    console.warn(
      `Skipping the tests that need Redis: REDIS_URL is unset and nothing answers at ${url} (${reason})`,
    );
    return undefined;
  } finally {
    probe.disconnect();
  }
}

export const redisUrl = await findRedis();

/** A client whose keys all carry a prefix of their own, so that runs sharing a Redis never meet. */
export function isolatedRedis(url: string) {
  return new Redis(url, {
    keyPrefix: `test:${crypto.randomBytes(6).toString('hex')}:`,
    maxRetriesPerRequest: 1,
  });
}
