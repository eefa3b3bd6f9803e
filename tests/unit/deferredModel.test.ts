import { describe, expect, it } from 'vitest';
import {
  batches,
  defaultPeriod,
  percent,
} from '../../src/resources/documents/deferred/deferredModel';

describe('the deferred invoicing screen’s model', () => {
  it('defaults to last month up to the 15th, then to the current month', () => {
    expect(defaultPeriod(new Date(2026, 10, 15))).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(defaultPeriod(new Date(2026, 10, 16))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(defaultPeriod(new Date(2026, 0, 5))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(defaultPeriod(new Date(2028, 2, 10))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(defaultPeriod(new Date(2028, 1, 29))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('sends customers in batches of ten, the last one shorter', () => {
    const ids = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(batches(ids).map((b) => b.length)).toEqual([10, 10, 3]);
    expect(batches(ids).flat()).toEqual(ids);
    expect(batches([])).toEqual([]);
  });

  it('says how far a run is', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(10, 12)).toBe(83);
    expect(percent(12, 12)).toBe(100);
  });
});
