// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { natureReference } from '../../../contract/vat-natures';
import type { PdfLocale } from '../../../server/lib/pdf/words';
import { renderDocumentPdf } from '../../../server/resources/documents/pdf/render';
import type { PdfDocument } from '../../../server/resources/documents/pdf/view';
import { pdfPages } from '../../support/pdfText';

/**
 * An invoice with a 22 % line and an exempt one (N4), bearing the stamp duty or not; no
 * payment term (`payment`).
 */
const invoice = (stamp: boolean) =>
  ({
    type: 'invoice',
    number: 8,
    series: '',
    year: 2026,
    document_date: '2026-11-21',
    shipping_date: null,
    reference: null,
    description: null,
    related: null,
    company: { name: 'Alfa S.r.l.' },
    customer: { name: 'Rossi Mario', registry_code: 'C0001' },
    rows: [],
    vat: [
      { rate: '22', nature: null, reference: null, taxable: '100.00', vat: '22.00' },
      { rate: '0', nature: 'N4', reference: natureReference('N4'), taxable: '150.00', vat: '0.00' },
    ],
    stamp_duty: stamp ? '2.00' : null,
    totals: {
      subtotal: '250.00',
      discount_total: '0.00',
      net_total: '250.00',
      vat_total: '22.00',
      total: '272.00',
    },
    payment: null,
  }) as PdfDocument;

const textOf = async (doc: PdfDocument, locale: PdfLocale) =>
  (await pdfPages(await renderDocumentPdf(doc, locale))).join('\n').replace(/\s+/g, ' ');

const STAMP: Record<PdfLocale, RegExp> = {
  it: /Imposta di bollo assolta in modo virtuale: 2,00\s€/,
  en: /Stamp duty paid virtually: €2\.00/,
  de: /Stempelsteuer virtuell entrichtet: 2,00\s€/,
  fr: /Droit de timbre acquitté de manière virtuelle : 2,00\s€/,
  hu: /Virtuálisan megfizetett bélyegilleték: 2,00\sEUR/,
};

describe('document PDF: natura and stamp duty', () => {
  it.each(Object.keys(STAMP) as PdfLocale[])(
    'prints the natura’s legal reference and the stamp duty (%s)',
    async (locale) => {
      const text = await textOf(invoice(true), locale);
      expect(text).toContain('0% N4');
      expect(text).toContain('Esente art. 10 DPR 633/72');
      expect(text).toMatch(STAMP[locale]);
    },
  );

  it('prints no stamp duty line when the document does not bear it', async () => {
    const text = await textOf(invoice(false), 'it');
    expect(text).toContain('Esente art. 10 DPR 633/72');
    expect(text).not.toContain('bollo');
  });
});
