// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderDocumentPdf } from '../../../server/resources/documents/pdf/render';
import type { PdfDocument, PdfRow } from '../../../server/resources/documents/pdf/view';
import { pdfPages } from '../../support/pdfText';

const row = (n: number): PdfRow => ({
  code: `ART-${n}`,
  description: `Bullone zincato ${n}`,
  quantity: '2',
  unit: 'pz',
  unit_price: '1234.5',
  discount: '0',
  vat_rate: '22',
  vat_nature: null,
  net_amount: '2469.00',
});

const invoice = (rows: PdfRow[]): PdfDocument => ({
  type: 'invoice',
  number: 7,
  series: '',
  year: 2026,
  document_date: '2026-11-21',
  shipping_date: null,
  reference: 'Rif. cliente',
  description: null,
  related: null,
  company: { name: 'Alfa S.r.l.', city: 'Forlì', vat_number: '01234567890' },
  customer: { name: 'Gyűrű Kft. – Città è più', registry_code: 'C0042', city: 'Győr' },
  rows,
  vat: [{ rate: '22', nature: null, taxable: '2469.00', vat: '543.18' }],
  totals: {
    subtotal: '2469.00',
    discount_total: '0.00',
    net_total: '2469.00',
    vat_total: '543.18',
    total: '3012.18',
  },
  payment: null,
});

describe('document PDF', () => {
  it('prints Hungarian and Italian letters, numbers and dates of the language', async () => {
    const [hu] = await pdfPages(await renderDocumentPdf(invoice([row(1)]), 'hu'));
    expect(hu).toContain('Számla');
    expect(hu).toContain('Gyűrű Kft. – Città è più');
    expect(hu).toContain('Győr');
    expect(hu).toContain('2026. 11. 21.');
    expect(hu).toMatch(/3\s012,18\sEUR/);
    expect(hu).toContain('1. oldal / 1');

    const [it] = await pdfPages(await renderDocumentPdf(invoice([row(1)]), 'it'));
    expect(it).toContain('Fattura N. 7/2026');
    expect(it).toContain('21/11/2026');
    expect(it).toContain('1.234,50');
    expect(it).toContain('3.012,18 €');
    expect(it).toContain('Pagina 1 di 1');
  });

  it('prints the payment term and each due date with its amount, in the language', async () => {
    const payment = {
      term: 'RiBa 30/60 gg f.m.',
      method: 'RiBa',
      due_dates: [
        { date: '2026-12-31', amount: '1506.09' },
        { date: '2027-01-31', amount: '1506.09' },
      ],
    };
    const [it] = await pdfPages(await renderDocumentPdf({ ...invoice([row(1)]), payment }, 'it'));
    expect(it).toContain('Condizioni di pagamento');
    expect(it).toContain('RiBa 30/60 gg f.m. · RiBa');
    expect(it).toMatch(/Scadenza\s+Importo/);
    expect(it).toMatch(/31\/12\/2026\s+1\.506,09 €/);
    expect(it).toMatch(/31\/01\/2027\s+1\.506,09 €/);
    const [de] = await pdfPages(await renderDocumentPdf({ ...invoice([row(1)]), payment }, 'de'));
    expect(de).toContain('Zahlungsbedingungen');
    expect(de).toMatch(/31\.12\.2026\s+1\.506,09\s€/);
    const [none] = await pdfPages(await renderDocumentPdf(invoice([row(1)]), 'it'));
    expect(none).not.toContain('Scadenza');
  });

  it('runs the rows over several pages, the table header and page x of y on each', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => row(i + 1));
    const pages = await pdfPages(await renderDocumentPdf(invoice(rows), 'it'));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((text, i) => {
      expect(text).toContain('Descrizione');
      expect(text).toContain(`Pagina ${i + 1} di ${pages.length}`);
    });
    expect(pages.join(' ')).toContain('ART-120');
    expect(pages.at(-1)).toContain('Totale documento');
  });
});
