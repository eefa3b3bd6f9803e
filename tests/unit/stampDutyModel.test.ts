import { describe, expect, it } from 'vitest';
import { quarterDays, stampDutyPayment } from '../../contract/stamp-duty';
import { lastQuarter } from '../../src/resources/documents/stamp-duty/stampDutyModel';

describe('the stamp duty’s quarters', () => {
  it('opens on the last quarter ended, the one paid next', () => {
    expect(lastQuarter('2026-11-28')).toEqual({ year: 2026, quarter: 3 });
    expect(lastQuarter('2026-04-01')).toEqual({ year: 2026, quarter: 1 });
    expect(lastQuarter('2027-01-10')).toEqual({ year: 2026, quarter: 4 });
  });

  it('gives each quarter its days and the fourth its February deadline, leap years too', () => {
    expect(quarterDays(2026, 2)).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(stampDutyPayment(2027, 4)).toEqual({ tax_code: '2524', payment_due: '2028-02-29' });
    expect(stampDutyPayment(2026, 4)).toEqual({ tax_code: '2524', payment_due: '2027-02-28' });
  });
});
