import { describe, expect, it } from 'vitest';
import { latin1Text } from '../../../server/resources/sdi/fatturapa/text';
import { fatturapaSchemaErrors } from '../../support/fatturapaSchema';
import { minimalInvoice } from '../../support/fatturapaSample';

const SELLER = 'Erdős & Łukasz’s “Società” – Milano';
const LINE = 'Tè verde 🍵 — confezione da 100 g…';
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

describe('the official FatturaPA schema', () => {
  it('accepts a minimal FPR12 invoice', async () => {
    expect(
      await fatturapaSchemaErrors(minimalInvoice({ seller: 'Alfa S.r.l.', line: 'Vite' })),
    ).toEqual([]);
  });

  it('accepts RegimeFiscale RF20 of schema 1.2.3, and still refuses RF03, which is gone', async () => {
    const seller = 'Alfa S.r.l.';
    expect(
      await fatturapaSchemaErrors(minimalInvoice({ seller, line: 'Vite', regime: 'RF20' })),
    ).toEqual([]);
    const errors = await fatturapaSchemaErrors(
      minimalInvoice({ seller, line: 'Vite', regime: 'RF03' }),
    );
    expect(errors.join('\n')).toMatch(/RegimeFiscale/);
  });

  it('refuses names and descriptions outside Latin-1, as the SDI would', async () => {
    const errors = await fatturapaSchemaErrors(
      minimalInvoice({ seller: escape(SELLER), line: escape(LINE) }),
    );
    expect(errors.join('\n')).toMatch(/Denominazione/);
    expect(errors.join('\n')).toMatch(/Descrizione/);
  });

  it('accepts the same text once made schema-safe', async () => {
    const xml = minimalInvoice({
      seller: escape(latin1Text(SELLER, 80)),
      line: escape(latin1Text(LINE, 1000)),
    });
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
  });
});
