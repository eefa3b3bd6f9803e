// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ibanGroups, legalLines } from '../../../server/lib/pdf/letterhead';
import { formatFor } from '../../../server/lib/pdf/format';
import { renderDocumentPdf } from '../../../server/resources/documents/pdf/render';
import type { PdfCompany, PdfDocument } from '../../../server/resources/documents/pdf/view';
import { pdfPages } from '../../support/pdfText';

const alfa: Omit<PdfCompany, 'legal'> = {
  name: 'Alfa S.r.l.',
  city: 'Milano',
  vat_number: '01234567897',
  rea_office: 'MI',
  rea_number: '1234567',
  share_capital: '10000',
  sole_shareholder: 'SU',
  liquidation: 'LN',
  iban: 'IT60X0542811101000000123456',
  bank_name: 'Banca Popolare di Milano',
};

const document = (type: PdfDocument['type'], company: Omit<PdfCompany, 'legal'>): PdfDocument => ({
  type,
  number: 7,
  series: '',
  year: 2026,
  document_date: '2026-11-21',
  shipping_date: null,
  reference: null,
  description: null,
  related: null,
  company: { ...company, legal: legalLines(company, 'it', formatFor('it')) },
  customer: { name: 'Rossi S.p.A.', registry_code: null },
  rows: [],
  vat: [],
  totals: {
    subtotal: '0',
    discount_total: '0',
    net_total: '0',
    vat_total: '0',
    total: '0',
  },
  payment: null,
});

/** Intl puts no-break spaces around the currency sign: compared as plain spaces. */
const plain = (lines: string[]) => lines.map((line) => line.replace(/\s/g, ' '));

describe('the letterhead’s legal facts', () => {
  it('prints REA, share capital fully paid, sole shareholder; liquidation only when LS', () => {
    expect(plain(legalLines(alfa, 'it', formatFor('it')))).toEqual([
      'REA MI-1234567 · Cap. soc. 10.000,00 € i.v.',
      'Socio unico',
    ]);
    expect(
      plain(
        legalLines({ ...alfa, sole_shareholder: 'SM', liquidation: 'LS' }, 'en', formatFor('en')),
      ),
    ).toEqual(['REA MI-1234567 · Share capital €10,000.00 fully paid', 'In liquidation']);
    expect(
      legalLines(
        {
          ...alfa,
          rea_office: null,
          rea_number: null,
          share_capital: null,
          sole_shareholder: null,
        },
        'de',
        formatFor('de'),
      ),
    ).toEqual([]);
  });

  it('groups an IBAN by four', () => {
    expect(ibanGroups('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
  });
});

describe('the PDF', () => {
  it('an invoice has the legal facts in the letterhead and the payment box', async () => {
    const [page] = await pdfPages(await renderDocumentPdf(document('invoice', alfa), 'it'));
    expect(plain([page])[0]).toContain('REA MI-1234567 · Cap. soc. 10.000,00 € i.v.');
    expect(page).toContain('Socio unico');
    expect(page).toContain('Pagamento');
    expect(page).toContain('IBAN IT60 X054 2811 1010 0000 0123 456');
    expect(page).toContain('Banca: Banca Popolare di Milano');
  });

  it('an order has no payment box; no IBAN, no box', async () => {
    const [order] = await pdfPages(await renderDocumentPdf(document('order', alfa), 'it'));
    expect(order).toContain('REA MI-1234567');
    expect(order).not.toContain('IBAN');
    const [bare] = await pdfPages(
      await renderDocumentPdf(document('credit-note', { ...alfa, iban: null }), 'fr'),
    );
    expect(bare).not.toContain('IBAN');
    expect(bare).not.toContain('Paiement');
  });
});
