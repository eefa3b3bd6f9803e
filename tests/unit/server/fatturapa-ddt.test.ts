import { describe, expect, it } from 'vitest';
import { invoiceXml } from '../../../server/resources/sdi/fatturapa/build';
import { ddtsOfRows } from '../../../server/resources/deferred-invoices/citations';
import { fatturapaSchemaErrors } from '../../support/fatturapaSchema';
import { xmlInput, xmlRow } from '../../support/fatturapaInput';

const between = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}>([^<]*)</${element}>`, 'g'))].map((m) => m[1]);

describe('the XML of a deferred invoice', () => {
  it('is a valid TD24 citing each DDT with the lines that bill it', async () => {
    const { xml } = invoiceXml(
      xmlInput({
        document: { kind: 'TD24', number: '7/2026', date: '2026-11-30', description: null },
        rows: [xmlRow(), xmlRow(), xmlRow()],
        ddts: [
          { number: '5/2026', date: '2026-11-03', lines: [1, 2] },
          { number: '9/2026', date: '2026-11-12', lines: [3] },
        ],
      }),
    );
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
    expect(between(xml, 'TipoDocumento')).toEqual(['TD24']);
    expect(between(xml, 'NumeroDDT')).toEqual(['5/2026', '9/2026']);
    expect(between(xml, 'DataDDT')).toEqual(['2026-11-03', '2026-11-12']);
    expect(between(xml, 'RiferimentoNumeroLinea')).toEqual(['1', '2', '3']);
    // DatiDDT comes after the order reference, as the schema orders DatiGenerali.
    expect(xml.indexOf('<DatiDDT>')).toBeGreaterThan(xml.indexOf('</DatiGeneraliDocumento>'));
  });

  it('has no DatiDDT when it bills no DDT', () => {
    const { xml } = invoiceXml(xmlInput({ ddts: [] }));
    expect(xml).not.toContain('DatiDDT');
    expect(between(xml, 'TipoDocumento')).toEqual(['TD01']);
  });

  it('groups rows by DDT in the order they come, numbering lines from 1', () => {
    const cited = new Map([
      [11, { id: 2, number: 9, year: 2026, date: '2026-11-12' }],
      [12, { id: 1, number: 5, year: 2026, date: '2026-11-03' }],
      [14, { id: 2, number: 9, year: 2026, date: '2026-11-12' }],
    ]);
    expect(ddtsOfRows([{ id: 11 }, { id: 12 }, { id: 13 }, { id: 14 }], cited)).toEqual([
      { number: '9/2026', date: '2026-11-12', lines: [1, 4] },
      { number: '5/2026', date: '2026-11-03', lines: [2] },
    ]);
  });
});
