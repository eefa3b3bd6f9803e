// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createLoginThrottle, memoryCounterStore } from '../../../server/services/login-throttle';

describe('login throttle (memory store)', () => {
  it('blocks an e-mail after the limit until its window ends', async () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle(
      memoryCounterStore(() => now),
      3,
    );
    for (let i = 0; i < 3; i++) {
      expect(await throttle.retryAfter('a@x.it', `ip${i}`)).toBe(0);
      await throttle.recordFailure('a@x.it', `ip${i}`);
    }
    expect(await throttle.retryAfter('A@X.IT', 'ip9')).toBe(60);
    now += 45_000;
    expect(await throttle.retryAfter('a@x.it', 'ip9')).toBe(15);
    now += 15_000;
    expect(await throttle.retryAfter('a@x.it', 'ip9')).toBe(0);
  });

  it('a success clears the e-mail but not the IP', async () => {
    const throttle = createLoginThrottle(memoryCounterStore(), 2);
    await throttle.recordFailure('a@x.it', 'ip');
    await throttle.recordFailure('b@x.it', 'ip');
    await throttle.recordSuccess('a@x.it');
    expect(await throttle.retryAfter('c@x.it', 'ip')).toBeGreaterThan(0);
    expect(await throttle.retryAfter('a@x.it', 'other-ip')).toBe(0);
  });
});
