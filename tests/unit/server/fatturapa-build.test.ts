import { describe, expect, it } from 'vitest';
import { VAT_NATURES } from '../../../contract/enums';
import { VAT_NATURE_CATALOGUE } from '../../../contract/vat-natures';
import { buildTree, invoiceXml, xmlFileName } from '../../../server/resources/sdi/fatturapa/build';
import { latin1Text } from '../../../server/resources/sdi/fatturapa/text';
import { fatturapaSchemaErrors } from '../../support/fatturapaSchema';
import { germanCompany, privatePerson, xmlInput, xmlRow } from '../../support/fatturapaInput';

const between = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}>([^<]*)</${element}>`, 'g'))].map((m) => m[1]);

describe('the FatturaPA XML of a document', () => {
  it('is a valid FPR12 invoice (TD01) named after the transmitter and the progressive', async () => {
    const { xml, fileName } = invoiceXml(xmlInput());
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    expect(fileName).toBe('IT01234567897_0000A.xml');
    expect(xml).toContain('<p:FatturaElettronica versione="FPR12"');
    expect(between(xml, 'TipoDocumento')).toEqual(['TD01']);
    expect(between(xml, 'ProgressivoInvio')).toEqual(['0000A']);
    expect(between(xml, 'CodiceDestinatario')).toEqual(['M5UXCR1']);
  });

  it('writes lines and one summary per rate with the exact totals', () => {
    const { xml } = invoiceXml(xmlInput());
    expect(between(xml, 'Quantita')).toEqual(['10.00', '2.50']);
    expect(between(xml, 'PrezzoUnitario')).toEqual(['0.35', '40.00']);
    expect(between(xml, 'Percentuale')).toEqual(['10.00']);
    expect(between(xml, 'PrezzoTotale')).toEqual(['3.50', '90.00']);
    expect(between(xml, 'ImponibileImporto')).toEqual(['3.50', '90.00']);
    expect(between(xml, 'Imposta')).toEqual(['0.77', '9.00']);
    expect(between(xml, 'EsigibilitaIVA')).toEqual(['I', 'I']);
    expect(between(xml, 'ImportoTotaleDocumento')).toEqual(['103.27']);
    expect(between(xml, 'CodiceValore')).toEqual(['VIT-M6-20']);
  });

  it('computes VAT once per rate, not per line', () => {
    const rows = [1, 2, 3].map(() => xmlRow({ quantity: '1', unitPrice: '0.05' }));
    const tree = buildTree(xmlInput({ rows }));
    // Per line 0.011 rounds to 0.01 (0.03 in all); once on 0.15 it is 0.033 -> 0.03.
    expect(tree.FatturaElettronicaBody.DatiBeniServizi.DatiRiepilogo).toEqual([
      expect.objectContaining({ AliquotaIVA: '22.00', ImponibileImporto: '0.15', Imposta: '0.03' }),
    ]);
  });

  it('is a valid credit note (TD04) and debit note (TD05) naming the corrected invoice', async () => {
    for (const kind of ['TD04', 'TD05'] as const) {
      const { xml } = invoiceXml(
        xmlInput({
          document: { kind, number: '3/2026', date: '2026-11-24', description: null },
          linkedInvoices: [{ number: '15/2026', date: '2026-11-02' }],
          purchaseOrder: null,
        }),
      );
      expect(await fatturapaSchemaErrors(xml)).toEqual([]);
      expect(between(xml, 'TipoDocumento')).toEqual([kind]);
      expect(xml).toMatch(
        /<DatiFattureCollegate>\s*<IdDocumento>15\/2026<\/IdDocumento>\s*<Data>2026-11-02<\/Data>/,
      );
      expect(xml).not.toContain('DatiOrdineAcquisto');
      expect(xml).not.toContain('Causale');
    }
  });

  it('writes the purchase order and the payment details', () => {
    const { xml } = invoiceXml(xmlInput());
    expect(xml).toMatch(/<DatiOrdineAcquisto>\s*<IdDocumento>ORD-778<\/IdDocumento>/);
    expect(between(xml, 'CondizioniPagamento')).toEqual(['TP01']);
    expect(between(xml, 'DataScadenzaPagamento')).toEqual(['2026-12-31', '2027-01-31']);
    expect(between(xml, 'ImportoPagamento')).toEqual(['51.63', '51.64']);
    expect(between(xml, 'IBAN')).toEqual([
      'IT60X0542811101000000123456',
      'IT60X0542811101000000123456',
    ]);
  });

  it('writes a private person with first and last name and tax code only', async () => {
    const { xml } = invoiceXml(
      xmlInput({
        buyer: privatePerson,
        recipient: { format: 'FPR12', code: '0000000', pec: null },
      }),
    );
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    const buyer = xml.slice(xml.indexOf('<CessionarioCommittente>'));
    expect(between(buyer, 'Nome')[0]).toBe('Mario');
    expect(between(buyer, 'Cognome')[0]).toBe('Rossi');
    expect(between(buyer, 'CodiceFiscale')[0]).toBe('RSSMRA80A01H501U');
    expect(buyer.slice(0, buyer.indexOf('</DatiAnagrafici>'))).not.toContain('IdFiscaleIVA');
  });

  it('writes a foreign customer with its VAT id, XXXXXXX, CAP 00000 and no province', async () => {
    const { xml } = invoiceXml(
      xmlInput({
        buyer: germanCompany,
        recipient: { format: 'FPR12', code: 'XXXXXXX', pec: null },
      }),
    );
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    const buyer = xml.slice(xml.indexOf('<CessionarioCommittente>'));
    expect(buyer).toMatch(/<IdPaese>DE<\/IdPaese>\s*<IdCodice>123456789<\/IdCodice>/);
    expect(between(buyer, 'CAP')[0]).toBe('00000');
    expect(between(buyer, 'Indirizzo')[0]).toBe('Königstraße 10');
    expect(buyer).not.toContain('<Provincia>');
    expect(between(xml, 'CodiceDestinatario')).toEqual(['XXXXXXX']);
  });

  it('writes foreign VAT ids as SDI wants them: a Swiss UID whole, a French key kept', async () => {
    const idCodice = (vatCountry: string, vatNumber: string) => {
      const buyer = { ...germanCompany, vatCountry, vatNumber };
      const { xml } = invoiceXml(
        xmlInput({ buyer, recipient: { format: 'FPR12', code: 'XXXXXXX', pec: null } }),
      );
      return between(xml.slice(xml.indexOf('<CessionarioCommittente>')), 'IdCodice')[0];
    };
    expect(idCodice('CH', 'CHE-123.456.789 MWST')).toBe('CHE123456789');
    expect(idCodice('CH', 'CHE123456789')).toBe('CHE123456789');
    expect(idCodice('FR', 'FR K7 399859412')).toBe('K7399859412');
    expect(idCodice('FR', '40303265045')).toBe('40303265045');
    // A French number whose key reads FR, stored so (contract/vat-formats.ts): kept whole.
    expect(idCodice('FR', 'FR123456789')).toBe('FR123456789');
  });

  it('gives a foreign customer without VAT id the SDI placeholder id', async () => {
    const foreigner = { ...germanCompany, vatCountry: null, vatNumber: null };
    const { xml } = invoiceXml(
      xmlInput({ buyer: foreigner, recipient: { format: 'FPR12', code: 'XXXXXXX', pec: null } }),
    );
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    expect(xml).toMatch(/<IdPaese>DE<\/IdPaese>\s*<IdCodice>99999999999<\/IdCodice>/);
  });

  it('sends the PEC with the code 0000000 only', () => {
    const withPec = invoiceXml(
      xmlInput({ recipient: { format: 'FPR12', code: '0000000', pec: 'beta@pec.example' } }),
    );
    expect(between(withPec.xml, 'PECDestinatario')).toEqual(['beta@pec.example']);
    const withCode = invoiceXml(
      xmlInput({ recipient: { format: 'FPR12', code: 'M5UXCR1', pec: 'beta@pec.example' } }),
    );
    expect(withCode.xml).not.toContain('PECDestinatario');
  });

  it('makes any text schema-safe and escapes it', async () => {
    const { xml } = invoiceXml(
      xmlInput({
        rows: [xmlRow({ description: 'Tè “verde” 🍵 – Erdős & Łukasz <100 g>\nseconda riga' })],
      }),
    );
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    expect(between(xml, 'Descrizione')).toEqual([
      'Tè "verde" ? - Erdos &amp; Lukasz &lt;100 g&gt; seconda riga',
    ]);
  });

  it('splits a long description into Causale pieces of 200 characters', async () => {
    const description = 'Fornitura '.repeat(60);
    const { xml } = invoiceXml(
      xmlInput({ document: { kind: 'TD01', number: '1', date: '2026-11-24', description } }),
    );
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    const pieces = between(xml, 'Causale');
    expect(pieces).toHaveLength(3);
    expect(pieces.join(' ').replace(/\s+/g, ' ')).toBe(description.trim());
  });

  it('cuts Causale between words, and a word longer than a piece where the piece ends', async () => {
    const description = 'Manutenzione ordinaria impianto '.repeat(20).trim();
    const { xml } = invoiceXml(
      xmlInput({ document: { kind: 'TD01', number: '1', date: '2026-11-24', description } }),
    );
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    const pieces = between(xml, 'Causale');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(200);
    }
    // Joined again with the spaces they were cut at: no word was cut in two.
    expect(pieces.join(' ')).toBe(description);
    const word = 'x'.repeat(450);
    const long = invoiceXml(
      xmlInput({ document: { kind: 'TD01', number: '1', date: '2026-11-24', description: word } }),
    );
    expect(between(long.xml, 'Causale').map((piece) => piece.length)).toEqual([200, 200, 50]);
  });

  it('writes natura and its legal reference on 0 % lines, and the stamp duty above 77.47', async () => {
    const exempt = xmlRow({ unitPrice: '7.75', vatRate: '0', vatNature: 'N4' });
    const { xml } = invoiceXml(xmlInput({ rows: [xmlRow(), exempt], payment: null }));
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    expect(between(xml, 'Natura')).toEqual(['N4', 'N4']);
    expect(between(xml, 'RiferimentoNormativo')).toEqual([VAT_NATURE_CATALOGUE.N4.reference]);
    expect(xml).toMatch(/<DatiBollo>\s*<BolloVirtuale>SI<\/BolloVirtuale>\s*<ImportoBollo>2.00/);
  });

  it('bears no stamp duty at 77.47 exactly, nor for exports', () => {
    const at = xmlRow({ quantity: '1', unitPrice: '77.47', vatRate: '0', vatNature: 'N2.2' });
    expect(invoiceXml(xmlInput({ rows: [at] })).xml).not.toContain('DatiBollo');
    const exports = xmlRow({ quantity: '1', unitPrice: '500', vatRate: '0', vatNature: 'N3.1' });
    expect(invoiceXml(xmlInput({ rows: [exports] })).xml).not.toContain('DatiBollo');
  });

  it('has a schema-safe reference of at most 100 characters for every natura', async () => {
    for (const nature of VAT_NATURES) {
      const reference = VAT_NATURE_CATALOGUE[nature].reference;
      expect(latin1Text(reference, 100)).toBe(reference);
    }
    const rows = VAT_NATURES.map((nature) => xmlRow({ vatRate: '0', vatNature: nature }));
    const { xml } = invoiceXml(xmlInput({ rows }));
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    expect(between(xml, 'RiferimentoNormativo')).toHaveLength(VAT_NATURES.length);
  });

  it('leaves out the optional fields that are empty', async () => {
    const input = xmlInput({ purchaseOrder: null, payment: null });
    input.seller = { ...input.seller, rea: null, phone: null, email: null, taxCode: null };
    input.rows = [xmlRow({ unit: null, articleCode: null })];
    const { xml } = invoiceXml(input);
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    for (const element of [
      'IscrizioneREA',
      'Contatti',
      'CodiceArticolo',
      'UnitaMisura',
      'DatiPagamento',
    ]) {
      expect(xml).not.toContain(`<${element}>`);
    }
  });

  it('names the file after the transmitter', () => {
    expect(
      xmlFileName({ transmitter: { country: 'IT', code: '99999999999' }, progressive: 'Z9' }),
    ).toBe('IT99999999999_Z9.xml');
  });
});
