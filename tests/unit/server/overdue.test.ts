// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PaymentStatus, QuoteStatus } from '../../../contract/enums';
import { shownStatus, statusToStore } from '../../../server/resources/documents/overdue';
import { allowedStatuses } from '../../../server/resources/documents/transitions';

const P = PaymentStatus;
const today = '2026-11-24';
const issuedAt = new Date('2026-01-01T10:00:00Z');
const invoice = (status: number, firstDueDate: string | null) => ({
  type: 'invoice',
  status,
  firstDueDate,
  issuedAt,
});

describe('overdue, derived', () => {
  it('is shown when not paid and the first due date is before today, not on it', () => {
    expect(shownStatus(invoice(P.to_pay, '2026-11-23'), today)).toBe(P.overdue);
    expect(shownStatus(invoice(P.paying, '2026-01-01'), today)).toBe(P.overdue);
    expect(shownStatus(invoice(P.to_pay, today), today)).toBe(P.to_pay);
    expect(shownStatus(invoice(P.paid, '2020-01-01'), today)).toBe(P.paid);
    expect(shownStatus(invoice(P.to_pay, null), today)).toBe(P.to_pay);
    // An order's 3 is "in progress", whatever its dates.
    expect(
      shownStatus({ type: 'order', status: 1, firstDueDate: '2020-01-01', issuedAt: null }, today),
    ).toBe(1);
  });

  it('is never shown on a draft: it is not an invoice yet', () => {
    const draft = { ...invoice(P.to_pay, '2026-01-01'), issuedAt: null };
    expect(shownStatus(draft, today)).toBe(P.to_pay);
  });

  it('is never stored: refused when chosen, kept as stored when sent back unchanged', () => {
    expect(() => statusToStore('invoice', P.overdue, undefined, today)).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
    expect(() =>
      statusToStore('credit-note', P.overdue, invoice(P.to_pay, '2026-12-31'), today),
    ).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(statusToStore('invoice', P.overdue, invoice(P.paying, '2026-10-01'), today)).toBe(
      P.paying,
    );
    expect(statusToStore('invoice', P.paid, invoice(P.to_pay, '2026-10-01'), today)).toBe(P.paid);
    expect(statusToStore('order', 3, undefined, today)).toBe(3);
  });

  it('stores only 0, 1 or 2 for any document and request (property)', () => {
    const day = fc
      .date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.constantFrom(P.to_pay, P.paying, P.paid),
        fc.option(day, { nil: null }),
        fc.constantFrom(P.to_pay, P.paying, P.paid, P.overdue),
        (stored, first, requested) => {
          const current = invoice(stored, first);
          try {
            const next = statusToStore('invoice', requested, current, today);
            expect([P.to_pay, P.paying, P.paid]).toContain(next);
            if (requested === P.overdue) {
              expect(shownStatus(current, today)).toBe(P.overdue);
            }
          } catch (error) {
            expect(requested).toBe(P.overdue);
            expect(shownStatus(current, today)).not.toBe(P.overdue);
            expect(error).toMatchObject({ statusCode: 400 });
          }
        },
      ),
    );
  });

  it('never leads to overdue by hand (nor anywhere: payments move invoices)', () => {
    for (const from of [P.to_pay, P.paying, P.paid, P.overdue]) {
      expect(allowedStatuses('invoice', from)).not.toContain(P.overdue);
    }
  });
});

describe('a quote’s expiry, derived', () => {
  const Q = QuoteStatus;
  const quote = (status: number, validUntil: string | null) => ({
    type: 'quote',
    status,
    firstDueDate: null,
    issuedAt: null,
    validUntil,
  });

  it('shows an open quote past its validity (not on its last day) as expired', () => {
    expect(shownStatus(quote(Q.sent, '2026-11-23'), today)).toBe(Q.expired);
    expect(shownStatus(quote(Q.draft, '2026-01-01'), today)).toBe(Q.expired);
    expect(shownStatus(quote(Q.sent, today), today)).toBe(Q.sent);
    expect(shownStatus(quote(Q.accepted, '2026-01-01'), today)).toBe(Q.accepted);
    expect(shownStatus(quote(Q.refused, '2026-01-01'), today)).toBe(Q.refused);
  });

  it('refuses expired as a choice unless echoed for an expired quote', () => {
    expect(() => statusToStore('quote', Q.expired, quote(Q.sent, '2030-01-01'), today)).toThrow();
    expect(statusToStore('quote', Q.expired, quote(Q.sent, '2026-01-01'), today)).toBe(Q.sent);
  });

  it('goes draft -> sent -> accepted or refused; accepted is final, refused reopens', () => {
    expect(allowedStatuses('quote', Q.draft)).toEqual([Q.sent, Q.accepted, Q.refused]);
    expect(allowedStatuses('quote', Q.accepted)).toEqual([]);
    expect(allowedStatuses('quote', Q.refused)).toEqual([Q.draft]);
    expect(allowedStatuses('quote', Q.expired)).toEqual([Q.sent, Q.accepted, Q.refused]);
  });
});
