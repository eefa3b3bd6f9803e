import { describe, expect, it } from 'vitest';
import { batches, lastMonth, percent } from '../../src/resources/documents/deferred/deferredModel';

describe('the deferred invoicing screen’s model', () => {
  it('defaults to the whole of last month, across a year too', () => {
    expect(lastMonth(new Date(2026, 10, 24))).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastMonth(new Date(2026, 0, 5))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(lastMonth(new Date(2028, 2, 31))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
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
