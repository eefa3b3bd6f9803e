import Decimal from 'decimal.js';
import { asciiText } from '../sdi/fatturapa/text';

/**
 * The CBI RiBa file ("Riba" flow, CBI-ICI-001): fixed-width records of 120 characters, CRLF
 * after each. One header (IB), then per effect the records 14 (amount, due date, banks), 20
 * (creditor), 30 (debtor), 40 (debtor's address and bank), 50 (what the debt is), 51 (the
 * receipt number), 70 (closing), and one footer (EF) counting the effects, the records and the
 * total. Text is ASCII, accents folded ("Città" -> "CITTA"), in capitals; amounts in cents.
 * Layout and rules: docs/collections.md, "RiBa file".
 */

export interface RibaCreditor {
  /** The CBI SIA code of the presenting company (5). */
  sia: string;
  /** The presenting account: ABI, CAB and account number (from its Italian IBAN). */
  abi: string;
  cab: string;
  account: string;
  name: string;
  address: string;
  zip: string;
  city: string;
  province: string;
  /** VAT number, else tax code. */
  taxId: string;
}

export interface RibaEffect {
  /** The receipt number (unique in the company: the batch item's id). */
  receipt: number;
  dueDate: string;
  amount: string;
  /** The customer's code in the company. */
  customerCode: string;
  debtor: {
    name: string;
    /** Tax code, else VAT number. */
    taxId: string;
    address: string;
    zip: string;
    city: string;
    province: string;
    abi: string;
    cab: string;
    bankName: string;
  };
  /** What the effect pays ("FATTURA 12/2026 DEL 01/12/2026 RATA 1/2"). */
  reference: string;
}

export interface RibaBatch {
  creditor: RibaCreditor;
  /** The day the file is written (YYYY-MM-DD). */
  created: string;
  /** The flow's name, unique per sender and day (20). */
  name: string;
  effects: readonly RibaEffect[];
}

export const RECORD_LENGTH = 120;

/** Text for a field: ASCII, capitals, cut or padded to `width`. */
const alpha = (value: string | null | undefined, width: number) =>
  asciiText(value ?? '', width)
    .toUpperCase()
    .padEnd(width, ' ');

/** Digits right-aligned with zeros to `width`. */
const numeric = (value: string | number, width: number) => {
  const digits = String(value);
  if (!/^\d*$/.test(digits) || digits.length > width) {
    throw new Error(`RiBa: "${digits}" does not fit ${width} digits`);
  }
  return digits.padStart(width, '0');
};

const blank = (width: number) => ' '.repeat(width);

/** `YYYY-MM-DD` -> `DDMMYY`. */
const ddmmyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(2, 4)}`;

const cents = (amount: string | Decimal) => new Decimal(amount).times(100).toFixed(0);

function record(...fields: string[]) {
  const line = fields.join('');
  if (line.length !== RECORD_LENGTH) {
    throw new Error(`RiBa record ${line.slice(1, 3)} is ${line.length} characters`);
  }
  return line;
}

function effectRecords(c: RibaCreditor, e: RibaEffect, n: number): string[] {
  const seq = numeric(n, 7);
  const d = e.debtor;
  const reference = alpha(e.reference, 80);
  return [
    record(
      ' 14',
      seq,
      blank(12),
      ddmmyy(e.dueDate),
      '30000',
      numeric(cents(e.amount), 13),
      '-',
      numeric(c.abi, 5),
      numeric(c.cab, 5),
      alpha(c.account, 12),
      numeric(d.abi, 5),
      numeric(d.cab, 5),
      blank(12),
      alpha(c.sia, 5),
      '4',
      alpha(e.customerCode, 16),
      blank(6),
      'E',
    ),
    record(
      ' 20',
      seq,
      alpha(c.name, 24),
      alpha(c.address, 24),
      alpha(`${c.zip} ${c.city} ${c.province}`, 24),
      alpha(c.taxId, 24),
      blank(14),
    ),
    record(' 30', seq, alpha(d.name, 60), alpha(d.taxId, 16), blank(34)),
    record(
      ' 40',
      seq,
      alpha(d.address, 30),
      alpha(d.zip, 5),
      alpha(`${d.city} ${d.province}`, 25),
      alpha(d.bankName, 50),
    ),
    record(' 50', seq, reference, blank(10), alpha(c.taxId, 16), blank(4)),
    record(' 51', seq, numeric(e.receipt, 10), alpha(c.name, 20), blank(15), blank(16), blank(49)),
    record(' 70', seq, blank(110)),
  ];
}

/** The whole file, records joined by CRLF (and one after the last). */
export function ribaFile(batch: RibaBatch): string {
  const c = batch.creditor;
  const created = ddmmyy(batch.created);
  const name = alpha(batch.name, 20);
  const head = [' ', 'IB', alpha(c.sia, 5), numeric(c.abi, 5), created, name];
  const effects = batch.effects.flatMap((e, k) => effectRecords(c, e, k + 1));
  const total = batch.effects.reduce((sum, e) => sum.plus(e.amount), new Decimal(0));
  const lines = [
    record(...head, blank(6), blank(59), blank(7), blank(2), 'E', blank(6)),
    ...effects,
    record(
      ...head.slice(0, 1),
      'EF',
      ...head.slice(2),
      blank(6),
      numeric(batch.effects.length, 7),
      numeric(cents(total), 15),
      numeric(0, 15),
      numeric(effects.length + 2, 7),
      blank(24),
      'E',
      blank(6),
    ),
  ];
  return lines.map((line) => `${line}\r\n`).join('');
}

/** ABI, CAB and account number of an Italian IBAN (IT kk X AAAAA CCCCC NNNNNNNNNNNN). */
export function italianBank(iban: string | null | undefined) {
  const compact = (iban ?? '').replace(/\s+/g, '').toUpperCase();
  if (!/^IT\d{2}[A-Z]\d{10}[A-Z0-9]{12}$/.test(compact)) return null;
  return { abi: compact.slice(5, 10), cab: compact.slice(10, 15), account: compact.slice(15) };
}

/**
 * The bank a customer's RiBa is domiciled at: the ABI and CAB the office gave (the banca
 * d'appoggio), else those of its Italian IBAN; null without either.
 */
export function ribaBankOf(customer: {
  bankAbi: string | null;
  bankCab: string | null;
  iban: string | null;
}) {
  if (customer.bankAbi && customer.bankCab) return { abi: customer.bankAbi, cab: customer.bankCab };
  return italianBank(customer.iban);
}
