import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  parseNumber,
  seriesCode,
  seriesFor,
  type SeriesProfile,
} from '../../../contract/document-series';

const profile: SeriesProfile = {
  series_invoice: '',
  series_deferred: 'D',
  series_credit_note: 'NC',
  series_debit_note: '',
};

describe('numbering series', () => {
  it('prints the series between number and year, nothing for the default series', () => {
    expect(formatNumber({ number: 12, series: '', year: 2026 })).toBe('12/2026');
    expect(formatNumber({ number: 12, year: 2026 })).toBe('12/2026');
    expect(formatNumber({ number: 3, series: 'D', year: 2026 })).toBe('3/D/2026');
    expect(formatNumber({ number: null, series: 'D', year: 2026 })).toBeNull();
  });

  it('reads what the search box takes as a number', () => {
    expect(parseNumber('12')).toEqual({ number: 12 });
    expect(parseNumber('12/2026')).toEqual({ number: 12, year: 2026 });
    expect(parseNumber('3/d')).toEqual({ number: 3, series: 'D' });
    expect(parseNumber(' 3/D/2026 ')).toEqual({ number: 3, series: 'D', year: 2026 });
    expect(parseNumber('3/2026/2026')).toEqual({ number: 3, series: '2026', year: 2026 });
    for (const text of ['', 'D', '3/', '3/ABCDE', '3/D/26', 'Rossi 3']) {
      expect(parseNumber(text), text).toBeNull();
    }
  });

  it('round-trips every printed number through the search box', () => {
    for (const series of ['', 'D', 'NC', 'A1', '2026']) {
      const printed = formatNumber({ number: 7, series, year: 2025 })!;
      expect(parseNumber(printed), printed).toEqual({
        number: 7,
        ...(series && { series }),
        year: 2025,
      });
    }
  });

  it('chooses the series by type, the deferred one for an invoice that bills DDTs', () => {
    expect(seriesFor(profile, 'invoice', false)).toBe('');
    expect(seriesFor(profile, 'invoice', true)).toBe('D');
    expect(seriesFor(profile, 'credit-note', false)).toBe('NC');
    expect(seriesFor(profile, 'debit-note', true)).toBe('');
    expect(seriesFor(profile, 'order', false)).toBe('');
  });

  it('takes codes of up to 4 letters or digits, upper-case; empty is the default', () => {
    expect(seriesCode.parse(' d ')).toBe('D');
    expect(seriesCode.parse(null)).toBe('');
    expect(seriesCode.parse('')).toBe('');
    for (const bad of ['A B', 'ABCDE', 'D/1', 'È']) {
      expect(seriesCode.safeParse(bad).success, bad).toBe(false);
    }
  });
});
