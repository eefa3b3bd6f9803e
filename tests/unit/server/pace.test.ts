import { describe, expect, it } from 'vitest';
import { pacer } from '../../../server/services/pace';

describe('pacer', () => {
  it('lets what queued up run once its slice has passed', async () => {
    const pace = pacer(0);
    let ran = false;
    setImmediate(() => (ran = true));
    await pace();
    expect(ran).toBe(true);
  });

  it('goes on at once within its slice', async () => {
    const pace = pacer(60_000);
    let ran = false;
    setImmediate(() => (ran = true));
    await pace();
    expect(ran).toBe(false);
  });
});
