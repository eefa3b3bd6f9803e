import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUYER_KINDS,
  buyerKind,
  defaultTreatment,
  type BuyerKind,
} from '../../../contract/buyer-kinds';
import { VAT_NATURES } from '../../../contract/enums';
import { treatmentFailures } from '../../../server/resources/sdi/fatturapa/treatment';

/**
 * Property: whatever the buyer and the rows, a document that passes the check charges no
 * treatment the rules forbid for its buyer, written here independently of the rule
 * table: N3.2 only to EU businesses, N3.1 only outside the EU, N3.3 only to San Marino, N6.x
 * and N3.5 only to Italian businesses, N7 only to EU consumers, Italian VAT never to an EU
 * business. And each kind's default for any article passes the check.
 */

const COUNTRIES = ['IT', 'DE', 'FR', 'AT', 'GR', 'SM', 'CH', 'US', 'GB', 'VA'];
const party = fc.record({
  country: fc.constantFrom(...COUNTRIES),
  vat_number: fc.option(fc.constant('123456789'), { nil: null }),
});
const treatment = fc.oneof(
  fc.record({ vat_rate: fc.constantFrom('22', '10', '5', '4'), vat_nature: fc.constant(null) }),
  fc.record({ vat_rate: fc.constant('0'), vat_nature: fc.constantFrom(...VAT_NATURES) }),
);

/** The rules as the issue states them, on the buyer's data rather than on its kind. */
function breaksRules(
  p: { country: string; vat_number: string | null },
  t: { vat_rate: string; vat_nature: string | null },
): string | null {
  const eu = ['IT', 'DE', 'FR', 'AT', 'GR'].includes(p.country);
  const italian = p.country === 'IT';
  const business = p.vat_number !== null;
  const n = t.vat_nature ?? '';
  if (n === 'N3.2' && !(eu && !italian && business)) return 'N3.2 outside EU businesses';
  if (n === 'N3.1' && (eu || p.country === 'SM')) return 'N3.1 inside the EU';
  if (n === 'N3.3' && p.country !== 'SM') return 'N3.3 outside San Marino';
  if ((n.startsWith('N6') || n === 'N3.5') && !(italian && business)) return `${n} abroad`;
  if (n === 'N7' && !(eu && !italian && !business)) return 'N7 outside EU consumers';
  if (t.vat_rate !== '0' && eu && !italian && business) return 'Italian VAT to an EU business';
  return null;
}

const input = (
  p: { country: string; vat_number: string | null },
  rows: { vat_rate: string; vat_nature: string | null }[],
) => ({
  buyer: {
    vatCountry: p.vat_number ? p.country : null,
    vatNumber: p.vat_number,
    taxCode: null,
    name: 'Cliente',
    firstName: null,
    lastName: null,
    address: { address: 'Via 1', zip: null, city: 'X', province: null, country: p.country },
  },
  rows: rows.map((r) => ({
    description: 'Riga',
    quantity: '1',
    unitPrice: '1',
    discount: '0',
    vatRate: r.vat_rate,
    vatNature: r.vat_nature,
    unit: null,
    articleCode: null,
  })),
});

describe('VAT treatment by buyer kind', () => {
  it('never lets a forbidden treatment through, and names each forbidden row', () => {
    fc.assert(
      fc.property(party, fc.array(treatment, { minLength: 1, maxLength: 8 }), (p, rows) => {
        const failures = treatmentFailures(input(p, rows));
        const failed = new Set(failures.map((f) => Number(f.field.split('.')[1])));
        rows.forEach((row, index) => {
          if (breaksRules(p, row)) expect(failed.has(index), JSON.stringify({ p, row })).toBe(true);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('gives every kind a default that passes, whatever the article', () => {
    fc.assert(
      fc.property(party, treatment, (p, article) => {
        const fitted = defaultTreatment(buyerKind(p), article);
        expect(treatmentFailures(input(p, [fitted]))).toEqual([]);
        expect(breaksRules(p, fitted)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('derives the kinds from country and VAT id', () => {
    expect(
      buyerKind({ country: 'IT', vat_number: '80012345678', is_public_administration: true }),
    ).toBe('public_administration');
    // Abroad a body is not an Italian public administration (the form refuses it too).
    expect(buyerKind({ country: 'FR', vat_number: null, is_public_administration: true })).toBe(
      'eu_consumer',
    );
    const kinds: [string, string | null, BuyerKind][] = [
      ['IT', '01234567897', 'it_business'],
      ['IT', null, 'it_consumer'],
      ['DE', '123456789', 'eu_business'],
      ['GR', null, 'eu_consumer'],
      ['CH', 'CHE123456789', 'non_eu'],
      ['SM', 'SM12345', 'san_marino'],
    ];
    for (const [country, vat_number, kind] of kinds) {
      expect(buyerKind({ country, vat_number })).toBe(kind);
    }
    expect(new Set([...kinds.map(([, , kind]) => kind), 'public_administration'])).toEqual(
      new Set(BUYER_KINDS),
    );
  });
});
