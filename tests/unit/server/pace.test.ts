import { describe, expect, it } from 'vitest';
import { pacer } from '../../../server/lib/pace';

describe('pacer', () => {
  it.each([
    ['lets what queued up run once its slice has passed', 0, true],
    ['goes on at once within its slice', 60_000, false],
  ])('%s', async (_name, sliceMs, runs) => {
    const pace = pacer(sliceMs);
    let ran = false;
    setImmediate(() => (ran = true));
    await pace();
    expect(ran).toBe(runs);
  });
});
