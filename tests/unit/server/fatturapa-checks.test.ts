import { describe, expect, it } from 'vitest';
import { translate } from '../../../contract/messages';
import { HttpError } from '../../../server/lib/errors';
import { buildTree, invoiceXml } from '../../../server/resources/sdi/fatturapa/build';
import { sdiChecks } from '../../../server/resources/sdi/fatturapa/checks';
import type { InvoiceXmlInput } from '../../../server/resources/sdi/fatturapa/model';
import type { FatturaTree } from '../../../server/resources/sdi/fatturapa/tree';
import { italianCompany, xmlInput, xmlRow } from '../../support/fatturapaInput';

const codes = (tree: FatturaTree) => sdiChecks(tree).map((f) => f.code);
const failuresOf = (input: InvoiceXmlInput) => sdiChecks(buildTree(input));
/** The tree of a valid invoice, for a test to break in one place. */
const validTree = () => buildTree(xmlInput());
const body = (tree: FatturaTree) => tree.FatturaElettronicaBody.DatiBeniServizi;

describe('the SDI checks', () => {
  it('pass a valid invoice', () => {
    expect(sdiChecks(validTree())).toEqual([]);
  });

  it('00400: a 0 % line without natura', () => {
    const failures = failuresOf(xmlInput({ rows: [xmlRow({ vatRate: '0', vatNature: null })] }));
    expect(failures).toContainEqual(
      expect.objectContaining({ code: '00400', field: 'rows.0.vat_nature' }),
    );
    const text = translate(failures.find((f) => f.code === '00400')!.message, 'en');
    expect(text).toMatch(/line 1 .*Natura.*00400/);
  });

  it('00401: a natura on a line with a rate', () => {
    const failures = failuresOf(xmlInput({ rows: [xmlRow({ vatRate: '22', vatNature: 'N4' })] }));
    expect(failures).toContainEqual(
      expect.objectContaining({ code: '00401', field: 'rows.0.vat_nature' }),
    );
  });

  it('00429: a 0 % summary without natura', () => {
    const tree = buildTree(xmlInput({ rows: [xmlRow({ vatRate: '0', vatNature: 'N4' })] }));
    delete body(tree).DatiRiepilogo[0].Natura;
    expect(codes(tree)).toContain('00429');
  });

  it('00430: a natura on a summary with a rate', () => {
    const tree = validTree();
    body(tree).DatiRiepilogo[0].Natura = 'N1';
    expect(codes(tree)).toContain('00430');
  });

  it('00419: a rate of the lines without its summary', () => {
    const tree = validTree();
    body(tree).DatiRiepilogo.pop();
    const failures = sdiChecks(tree);
    expect(failures).toContainEqual(
      expect.objectContaining({ code: '00419', field: 'rows.1.vat_rate' }),
    );
  });

  it('00421: VAT that is not taxable x rate', () => {
    const tree = validTree();
    body(tree).DatiRiepilogo[1].Imposta = '9.02';
    const failure = sdiChecks(tree).find((f) => f.code === '00421')!;
    expect(translate(failure.message, 'it')).toBe(
      'l’imposta (Imposta) al 10 % è 9.02, ma imponibile x aliquota fa 9.00 (controllo SDI 00421)',
    );
  });

  it('00421 tolerates one cent, as the SDI does', () => {
    const tree = validTree();
    body(tree).DatiRiepilogo[1].Imposta = '9.01';
    expect(codes(tree)).not.toContain('00421');
  });

  it('00422: a taxable amount that is not the sum of its lines', () => {
    const tree = validTree();
    body(tree).DatiRiepilogo[1].ImponibileImporto = '91.01';
    body(tree).DatiRiepilogo[1].Imposta = '9.10';
    expect(codes(tree)).toEqual(['00422']);
  });

  it('00423: a line total that is not quantity x price less discount', () => {
    const tree = validTree();
    body(tree).DettaglioLinee[1].PrezzoTotale = '100.00';
    expect(sdiChecks(tree)).toContainEqual(
      expect.objectContaining({ code: '00423', field: 'rows.1' }),
    );
  });

  it('00425: a number without digits', () => {
    const input = xmlInput();
    input.document = { ...input.document, number: 'Bozza' };
    expect(failuresOf(input)).toEqual([
      expect.objectContaining({ code: '00425', field: 'number' }),
    ]);
  });

  it('00443: a summary rate without lines', () => {
    const tree = validTree();
    body(tree).DatiRiepilogo.push({
      AliquotaIVA: '4.00',
      ImponibileImporto: '0.00',
      Imposta: '0.00',
      EsigibilitaIVA: 'I',
    });
    expect(codes(tree)).toEqual(['00443']);
  });

  it('00444: a natura of the lines missing from the summary', () => {
    const tree = buildTree(xmlInput({ rows: [xmlRow({ vatRate: '0', vatNature: 'N4' })] }));
    body(tree).DatiRiepilogo[0].Natura = 'N1';
    expect(codes(tree)).toContain('00444');
  });

  it('00445: a generic natura of before 2021', () => {
    const failures = failuresOf(xmlInput({ rows: [xmlRow({ vatRate: '0', vatNature: 'N3' })] }));
    expect(failures.filter((f) => f.code === '00445').map((f) => f.field)).toEqual([
      'rows.0.vat_nature',
      'vat_summary.0',
    ]);
  });

  it('a missing RegimeFiscale', () => {
    const input = xmlInput();
    input.seller = { ...input.seller, regime: '' };
    expect(failuresOf(input)).toEqual([
      expect.objectContaining({ code: '00200', field: 'company.regime_fiscale' }),
    ]);
  });

  it('RegimeFiscale: RF20 of schema 1.2.3 passes, RF03 (gone) does not', () => {
    const withRegime = (regime: string) => {
      const input = xmlInput();
      input.seller = { ...input.seller, regime };
      return failuresOf(input);
    };
    expect(withRegime('RF20')).toEqual([]);
    expect(withRegime('RF03')).toEqual([
      expect.objectContaining({ code: '00200', field: 'company.regime_fiscale' }),
    ]);
  });

  it('00471: a customer with the company’s own VAT number', () => {
    const input = xmlInput();
    input.buyer = { ...input.buyer, vatCountry: 'IT', vatNumber: input.seller.vatNumber };
    expect(failuresOf(input)).toEqual([
      expect.objectContaining({ code: '00471', field: 'customer.vat_number' }),
    ]);
    input.buyer = { ...input.buyer, vatCountry: 'SM' };
    expect(failuresOf(input)).toEqual([]);
  });

  it('00418: a note dated before the invoice it corrects', () => {
    const note = (linkedDate: string) =>
      xmlInput({
        document: { kind: 'TD04', number: '1/2025', date: '2025-12-30', description: 'Storno' },
        linkedInvoices: [{ number: '8/2026', date: linkedDate }],
      });
    const failures = failuresOf(note('2026-11-27'));
    expect(failures).toEqual([expect.objectContaining({ code: '00418', field: 'document_date' })]);
    expect(translate(failures[0].message, 'it')).toBe(
      'la data del documento è anteriore al 27/11/2026, data della fattura 8/2026 che corregge (DatiFattureCollegate): una nota non può precedere la sua fattura (controllo SDI 00418)',
    );
    // The same day, or later, is accepted.
    expect(failuresOf(note('2025-12-30'))).toEqual([]);
  });

  it('a missing or malformed recipient code', () => {
    for (const code of ['', '123', 'm5uxcr1!']) {
      expect(failuresOf(xmlInput({ recipient: { format: 'FPR12', code, pec: null } }))).toEqual([
        expect.objectContaining({ code: '00200', field: 'customer.sdi_code' }),
      ]);
    }
  });

  it('00417: a customer with neither VAT number nor tax code', () => {
    const buyer = { ...italianCompany, vatNumber: null, taxCode: null };
    expect(failuresOf(xmlInput({ buyer }))).toEqual([
      expect.objectContaining({ code: '00417', field: 'customer.vat_number' }),
    ]);
  });

  it('the parties’ fields the schema requires', () => {
    const input = xmlInput();
    input.seller = { ...input.seller, address: { ...input.seller.address, address: ' ' } };
    input.buyer = { ...italianCompany, address: { ...italianCompany.address, zip: '4012' } };
    expect(failuresOf(input).map((f) => f.field)).toEqual(['company.Indirizzo', 'customer.CAP']);
  });

  it('amounts and line counts beyond what the schema can write', () => {
    const huge = xmlRow({ quantity: '1', unitPrice: '123456789012' });
    // Imposta, 22 % of it, still fits in 11 digits.
    expect(failuresOf(xmlInput({ rows: [huge] })).map((f) => [f.field, f.message])).toEqual([
      [
        'total',
        { key: 'fatturapa.total_too_large', params: { element: 'ImportoTotaleDocumento' } },
      ],
      ['rows.0', { key: 'fatturapa.too_large', params: { line: 1, element: 'PrezzoUnitario' } }],
      ['rows.0', { key: 'fatturapa.too_large', params: { line: 1, element: 'PrezzoTotale' } }],
      [
        'vat_summary.0',
        { key: 'fatturapa.total_too_large', params: { element: 'ImponibileImporto' } },
      ],
    ]);
    const tree = validTree();
    const [first] = body(tree).DettaglioLinee;
    body(tree).DettaglioLinee = Array.from({ length: 10_000 }, () => first);
    expect(sdiChecks(tree)).toContainEqual(expect.objectContaining({ field: 'rows' }));
  });

  it('a line without description', () => {
    const failures = failuresOf(xmlInput({ rows: [xmlRow({ description: ' \n ' })] }));
    expect(failures).toEqual([expect.objectContaining({ field: 'rows.0.description' })]);
  });

  it('stop the XML with a 409 that names every field, in the caller’s language', () => {
    const input = xmlInput({ rows: [xmlRow({ vatRate: '0', vatNature: null })] });
    input.seller = { ...input.seller, regime: '' };
    let error: unknown;
    try {
      invoiceXml(input);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(HttpError);
    const http = error as HttpError;
    expect(http.statusCode).toBe(409);
    expect(Object.keys(http.errors!)).toEqual([
      'company.regime_fiscale',
      'rows.0.vat_nature',
      'vat_summary.0',
    ]);
    expect(translate(http.reason, 'de')).toBe(
      'Das SDI würde dieses XML zurückweisen: dem Steuerprofil des Unternehmens fehlt die Steuerregelung (RegimeFiscale): tragen Sie sie im Unternehmensprofil ein',
    );
  });
});
