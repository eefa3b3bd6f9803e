import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  canResend,
  currentMonth,
  hasSdi,
  sdiColour,
  sdiStatusKey,
  zipFileCount,
} from '../../src/resources/documents/sdi/sdiModel';

describe('sdiModel', () => {
  it('counts the files of a zip from its directory; anything else holds none', async () => {
    const zip = zipSync({ 'a.xml': strToU8('<a/>'), 'b.xml': strToU8('<b/>') });
    expect(await zipFileCount(new Blob([zip]))).toBe(2);
    expect(await zipFileCount(new Blob(['not a zip at all, really not']))).toBe(0);
    expect(await zipFileCount(new Blob([]))).toBe(0);
  });

  it('the default period is the current month up to today', () => {
    expect(currentMonth(new Date(2026, 10, 24, 9, 30))).toEqual({
      date_from: '2026-11-01',
      date_to: '2026-11-24',
    });
    expect(currentMonth(new Date(2026, 0, 1))).toEqual({
      date_from: '2026-01-01',
      date_to: '2026-01-01',
    });
  });

  it('names and colours the states; only invoices and notes have one; only rejected resend', () => {
    expect(sdiStatusKey(4)).toBe('enums.sdi_status.rejected');
    expect(sdiStatusKey(99)).toBe(null);
    expect(sdiColour(2)).toBe('success');
    expect(sdiColour(4)).toBe('error');
    expect(hasSdi('order')).toBe(false);
    expect(hasSdi('credit-note')).toBe(true);
    expect(canResend(4)).toBe(true);
    expect(canResend(1)).toBe(false);
    expect(canResend(null)).toBe(false);
  });
});
