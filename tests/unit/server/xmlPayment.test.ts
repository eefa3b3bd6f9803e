// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { xmlPayment } from '../../../server/resources/sdi/fatturapa/xml-payment';

const company = { iban: 'IT60X0542811101000000123456', bank_name: 'Banca Popolare' };
const dues = [
  { due_date: '2026-12-31', amount: '40.66' },
  { due_date: '2027-01-31', amount: '40.67' },
];

describe('DatiPagamento from the term and the due dates', () => {
  it('pays in instalments (TP01) into the company account by bank transfer', () => {
    expect(xmlPayment({ method: 'MP05' }, dues, company)).toEqual({
      condition: 'TP01',
      method: 'MP05',
      instalments: [
        { dueDate: '2026-12-31', amount: '40.66' },
        { dueDate: '2027-01-31', amount: '40.67' },
      ],
      iban: company.iban,
      bank: company.bank_name,
    });
  });

  it("names no account for a RiBa or a direct debit (the customer's bank collects them)", () => {
    for (const method of ['MP12', 'MP16', 'MP19'] as const) {
      expect(xmlPayment({ method }, dues, company)).toMatchObject({
        method,
        iban: null,
        bank: null,
      });
    }
  });

  it('pays in full (TP02) with one due date, without IBAN for cash', () => {
    expect(xmlPayment({ method: 'MP01' }, dues.slice(0, 1), company)).toMatchObject({
      condition: 'TP02',
      method: 'MP01',
      iban: null,
      bank: null,
    });
  });

  it('has no DatiPagamento without a term or without due dates', () => {
    expect(xmlPayment(null, dues, company)).toBeNull();
    expect(xmlPayment({ method: 'MP05' }, [], company)).toBeNull();
  });
});
