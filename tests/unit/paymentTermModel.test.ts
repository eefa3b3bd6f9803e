import { describe, expect, it } from 'vitest';
import {
  formatDays,
  parseDays,
  paymentTermForm,
} from '../../src/resources/payment-terms/paymentTermModel';

describe('the days of payment terms as typed', () => {
  it.each([
    ['30, 60, 90', [30, 60, 90]],
    ['30/60/90', [30, 60, 90]],
    [' 0 ', [0]],
    ['30;60 90', [30, 60, 90]],
  ])('reads %j as the list %j', (text, days) => {
    expect(parseDays(text)).toEqual(days);
  });

  it.each(['', '30, sessanta', '30.5', '-30'])(
    'leaves %j as text, for the schema to refuse',
    (text) => {
      expect(parseDays(text)).toBe(text);
    },
  );

  it('shows a list as the form types it, and a text as it is', () => {
    expect(formatDays([30, 60])).toBe('30, 60');
    expect(formatDays('30,')).toBe('30,');
    expect(formatDays(undefined)).toBe('');
  });

  it('lets the form schema answer the list the API takes, or one message on the field', () => {
    const base = { code: 'X', description: 'Y', method: 'MP05', basis: 'invoice_date' };
    expect(paymentTermForm.input.parse({ ...base, days: '30, 60' }).days).toEqual([30, 60]);
    const refused = paymentTermForm.input.safeParse({ ...base, days: '60, 30' });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['days'], 'validation.instalment_days'],
    ]);
  });
});
