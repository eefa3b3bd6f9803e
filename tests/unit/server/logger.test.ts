import { describe, expect, it } from 'vitest';
import { plainLine } from '../../../server/logger';

const record = (fields: object) => JSON.stringify({ time: 1, pid: 2, hostname: 'h', ...fields });

describe('plainLine', () => {
  it('shows an info record as its message alone', () => {
    expect(plainLine(record({ level: 30, msg: 'Ready: http://localhost:3000' }))).toBe(
      '[gestionale] Ready: http://localhost:3000\n',
    );
  });

  it('names any other level and keeps the other fields', () => {
    expect(plainLine(record({ level: 40, msg: 'Removing', reqId: 'req-1' }))).toBe(
      '[gestionale] WARN Removing {"reqId":"req-1"}\n',
    );
  });
});
