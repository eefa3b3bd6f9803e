import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { italianBank, ribaFile } from '../../../server/resources/bank-batches/riba-file';
import { batch } from '../../fixtures/riba/batch';
import { readRibaFile } from '../../support/cbiRiba';

const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/riba/two-effects.txt',
);

describe('the CBI RiBa file', () => {
  it('is the committed fixture, byte for byte', async () => {
    expect(ribaFile(batch)).toBe(await readFile(FIXTURE, 'ascii'));
  });

  it('reads back: record order, lengths, counts and totals agree', async () => {
    const read = readRibaFile(await readFile(FIXTURE, 'ascii'));
    expect(read.header).toMatchObject({ sia: 'A1B2C', abi: '05428', created: '2026-12-03' });
    expect(read.footer).toMatchObject({ effects: 2, totalCents: 135656, records: 16 });
    expect(read.effects.map((e) => [e.dueDate, e.amountCents, e.debtorAbi, e.receipt])).toEqual([
      ['2027-01-31', 12200, '03069', 101],
      ['2027-02-28', 123456, '02008', 102],
    ]);
    // Accents folded, capitals, cut to the field.
    expect(read.effects[0].debtorName).toBe(
      'CITTA BELLA SOCIETA COOPERATIVA A RESPONSABILITA LIMITATA PE',
    );
  });

  it('the reader refuses a file a bank would refuse', async () => {
    const good = await readFile(FIXTURE, 'ascii');
    expect(() => readRibaFile(good.replace(' 51', ' 52'))).toThrow(/52 where 51/);
    expect(() => readRibaFile(good.replace('000000000135656', '000000000135657'))).toThrow(/total/);
    expect(() => readRibaFile(good.replace('CITTA', 'CITTÀ'))).toThrow(/ASCII/);
  });

  it('takes ABI, CAB and account from an Italian IBAN only', () => {
    expect(italianBank('IT60 X054 2811 1010 0000 0123 456')).toEqual({
      abi: '05428',
      cab: '11101',
      account: '000000123456',
    });
    expect(italianBank('DE89370400440532013000')).toBeNull();
    expect(italianBank(null)).toBeNull();
  });
});
