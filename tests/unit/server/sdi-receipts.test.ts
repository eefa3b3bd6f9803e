import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SdiStatus } from '../../../contract/enums';
import { formatProgressive, MAX_PROGRESSIVE } from '../../../server/resources/sdi/progressive';
import { readReceipt, type Receipt } from '../../../server/resources/sdi/receipt-parse';
import { applyRule } from '../../../server/resources/sdi/receipt-rules';
import { receipts } from '../../support/sdiReceipts';

const FILE = 'IT01234567897_0000A.xml';
async function* chunksOf(text: string, size = 7) {
  const bytes = strToU8(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
const read = (text: string) => readReceipt(chunksOf(text));

describe('readReceipt', () => {
  it('reads the kind and NomeFile of every receipt, not the signature', async () => {
    for (const kind of ['RC', 'MC', 'AT', 'DT'] as const) {
      expect(await read(receipts[kind](FILE))).toEqual({
        kind,
        invoiceFile: FILE,
        errors: [],
        outcome: null,
      });
    }
  });

  it('reads the errors of a NotificaScarto, with and without a suggestion', async () => {
    const xml = receipts.NS(FILE, [
      { code: '00404', description: 'Fattura duplicata' },
      { code: '00311', description: 'CodiceDestinatario non valido', suggestion: 'Verifica' },
    ]);
    expect(await read(xml)).toEqual({
      kind: 'NS',
      invoiceFile: FILE,
      errors: [
        { code: '00404', description: 'Fattura duplicata', suggestion: null },
        { code: '00311', description: 'CodiceDestinatario non valido', suggestion: 'Verifica' },
      ],
      outcome: null,
    });
  });

  it('reads the Esito of a NotificaEsito', async () => {
    expect((await read(receipts.NE(FILE, 'EC01')))?.outcome).toBe('EC01');
    expect((await read(receipts.NE(FILE, 'EC02')))?.outcome).toBe('EC02');
  });

  it('answers null for other XML and for a receipt without NomeFile', async () => {
    expect(await read('<FatturaElettronica><NomeFile>x.xml</NomeFile></FatturaElettronica>')).toBe(
      null,
    );
    expect(await read(receipts.RC('').replace('<NomeFile></NomeFile>', ''))).toBe(null);
  });

  it('refuses what is not XML, and entities it does not know, as 415', async () => {
    await expect(read('PK not xml <<<')).rejects.toMatchObject({ statusCode: 415 });
    const bomb = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;">]>
<ns3:RicevutaConsegna xmlns:ns3="x"><NomeFile>&b;</NomeFile></ns3:RicevutaConsegna>`;
    await expect(read(bomb)).rejects.toMatchObject({ statusCode: 415 });
  });
});

describe('applyRule', () => {
  const S = SdiStatus;
  const receipt = (kind: Receipt['kind'], outcome: Receipt['outcome'] = null): Receipt => ({
    kind,
    invoiceFile: FILE,
    errors: [],
    outcome,
  });
  it.each([
    ['RC', null, S.sent, 'updated', S.delivered],
    ['RC', null, S.not_delivered, 'updated', S.delivered],
    ['RC', null, S.delivered, 'unchanged', S.delivered],
    ['RC', null, S.accepted, 'unchanged', S.accepted],
    ['RC', null, S.rejected, 'refused', S.rejected],
    ['NS', null, S.sent, 'updated', S.rejected],
    ['NS', null, S.rejected, 'unchanged', S.rejected],
    ['NS', null, S.delivered, 'refused', S.delivered],
    ['MC', null, S.sent, 'updated', S.not_delivered],
    ['MC', null, S.delivered, 'unchanged', S.delivered],
    ['AT', null, S.sent, 'updated', S.not_delivered],
    ['NE', 'EC01', S.delivered, 'updated', S.accepted],
    ['NE', 'EC02', S.delivered, 'updated', S.refused],
    ['NE', 'EC02', S.accepted, 'refused', S.accepted],
    ['NE', 'EC01', S.accepted, 'unchanged', S.accepted],
    ['DT', null, S.delivered, 'unchanged', S.delivered],
    ['RC', null, S.to_send, 'refused', S.to_send],
  ] as const)('%s %s in state %i: %s -> %i', (kind, outcome, current, expected, status) => {
    expect(applyRule(current, receipt(kind, outcome))).toEqual({ outcome: expected, status });
  });
});

describe('formatProgressive', () => {
  it('writes five base-36 characters, upper case', () => {
    expect(formatProgressive(1)).toBe('00001');
    expect(formatProgressive(35)).toBe('0000Z');
    expect(formatProgressive(36)).toBe('00010');
    expect(formatProgressive(MAX_PROGRESSIVE)).toBe('ZZZZZ');
    expect(() => formatProgressive(MAX_PROGRESSIVE + 1)).toThrow(RangeError);
    expect(() => formatProgressive(0)).toThrow(RangeError);
  });
});
