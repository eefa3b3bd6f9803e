// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createLoginThrottle,
  memoryCounterStore,
} from '../../../server/resources/session/login-throttle';

describe('login throttle (memory store)', () => {
  it('blocks an e-mail after the limit until its window ends', async () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle(
      memoryCounterStore(() => now),
      3,
    );
    for (let i = 0; i < 3; i++) expect(await throttle.reserve('a@x.it', `ip${i}`)).toBe(0);
    expect(await throttle.reserve('A@X.IT', 'ip9')).toBe(60);
    now += 45_000;
    expect(await throttle.reserve('a@x.it', 'ip9')).toBe(15);
    now += 15_000;
    expect(await throttle.reserve('a@x.it', 'ip9')).toBe(0);
  });

  it('lets at most the limit of concurrent attempts through', async () => {
    const throttle = createLoginThrottle(memoryCounterStore(), 3);
    const waits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => throttle.reserve('a@x.it', `ip${i}`)),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
  });

  it('a refused attempt counts for nothing', async () => {
    const throttle = createLoginThrottle(memoryCounterStore(), 2);
    await throttle.reserve('a@x.it', 'ip1');
    await throttle.reserve('a@x.it', 'ip1');
    for (let i = 0; i < 5; i++) expect(await throttle.reserve('a@x.it', 'ip2')).toBeGreaterThan(0);
    // ip2 only ever asked about a blocked e-mail: it may still try another.
    expect(await throttle.reserve('b@x.it', 'ip2')).toBe(0);
  });

  it('a success clears the e-mail and gives the IP its slot back, but not its failures', async () => {
    const throttle = createLoginThrottle(memoryCounterStore(), 2);
    await throttle.reserve('a@x.it', 'ip'); // a failure
    await throttle.reserve('a@x.it', 'ip');
    await throttle.succeeded('a@x.it', 'ip');
    expect(await throttle.reserve('b@x.it', 'ip')).toBe(0); // a second failure
    expect(await throttle.reserve('c@x.it', 'ip')).toBeGreaterThan(0);
    expect(await throttle.reserve('a@x.it', 'other-ip')).toBe(0);
    expect(await throttle.reserve('a@x.it', 'other-ip')).toBe(0);
  });
});
