import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VAT_NATURES, VAT_RATES } from '../../../contract/enums';
import { computeTotals } from '../../../server/resources/documents/totals';
import { invoiceXml } from '../../../server/resources/sdi/fatturapa/build';
import type { XmlDocumentKind, XmlRow } from '../../../server/resources/sdi/fatturapa/model';
import { fatturapaSchemaErrors } from '../../support/fatturapaSchema';
import { germanCompany, privatePerson, xmlInput } from '../../support/fatturapaInput';

/** A decimal string of at most `scale` decimals below `max`, as the wire carries them. */
const decimal = (max: number, scale: number) =>
  fc
    .integer({ min: 0, max: max * 10 ** scale })
    .map((n) => (n / 10 ** scale).toFixed(scale).replace(/\.?0+$/, '') || '0');

/** Any Unicode text (emoji, other scripts, controls), behind a letter so it is never blank. */
const text = fc.string({ unit: 'binary', maxLength: 120 }).map((s) => `A${s}`);

const row: fc.Arbitrary<XmlRow> = fc
  .record({
    description: text,
    quantity: decimal(10_000, 3),
    unitPrice: decimal(100_000, 8),
    discount: fc.oneof(fc.constant('0'), decimal(100, 2)),
    vatRate: fc.constantFrom(...VAT_RATES),
    nature: fc.constantFrom(...VAT_NATURES),
    unit: fc.option(fc.string({ unit: 'binary', maxLength: 12 }), { nil: null }),
    articleCode: fc.option(text, { nil: null }),
  })
  .map(({ nature, ...r }) => ({ ...r, vatNature: r.vatRate === '0' ? nature : null }));

const document = fc.record({
  kind: fc.constantFrom<XmlDocumentKind>('TD01', 'TD04', 'TD05'),
  rows: fc.array(row, { minLength: 1, maxLength: 25 }),
  buyer: fc.constantFrom('company', 'person', 'foreign'),
  sellerName: text,
  city: text,
  description: fc.option(fc.string({ unit: 'binary', maxLength: 600 }), { nil: null }),
});

describe('the FatturaPA XML of random documents', () => {
  it('is always valid, passes the SDI checks and carries the product’s totals', async () => {
    await fc.assert(
      fc.asyncProperty(document, async (doc) => {
        const input = xmlInput({
          rows: doc.rows,
          document: {
            kind: doc.kind,
            number: '7/2026',
            date: '2026-11-24',
            description: doc.description,
          },
          buyer: { company: xmlInput().buyer, person: privatePerson, foreign: germanCompany }[
            doc.buyer
          ]!,
          recipient: {
            format: 'FPR12',
            code: doc.buyer === 'foreign' ? 'XXXXXXX' : '0000000',
            pec: null,
          },
          linkedInvoices: doc.kind === 'TD01' ? [] : [{ number: '1/2026', date: '2026-01-10' }],
        });
        input.seller = {
          ...input.seller,
          name: doc.sellerName,
          address: { ...input.seller.address, city: doc.city },
        };
        const { xml, tree } = invoiceXml(input);
        expect(await fatturapaSchemaErrors(xml)).toEqual([]);
        const totals = computeTotals(
          doc.rows.map((r) => ({
            quantity: r.quantity,
            unit_price: r.unitPrice,
            discount: r.discount,
            vat_rate: r.vatRate,
            vat_nature: r.vatNature,
          })),
        );
        const body = tree.FatturaElettronicaBody;
        expect(
          body.DatiBeniServizi.DatiRiepilogo.map((s) => [
            s.Natura ?? null,
            s.ImponibileImporto,
            s.Imposta,
          ]),
        ).toEqual(totals.vat_summary.map((s) => [s.vat_nature, s.taxable, s.vat]));
        expect(body.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento).toBe(totals.total);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
