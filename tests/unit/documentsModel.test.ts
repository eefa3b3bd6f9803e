import type { DocumentRow } from '../../contract/documents';
import { describe, expect, it } from 'vitest';
import {
  canConvert,
  canConvertQuote,
  hasShippedUnbilled,
  documentNumber,
  formatDate,
  headerPayload,
  isDraft,
  isIssued,
  pdfLocale,
  statusColour,
  statusFilterValue,
  statusKey,
  statusOptions,
  today,
} from '../../src/resources/documents/documentModel';
import { documentPaths, typeOfSlug } from '../../src/resources/documents/paths';
import { formatMoney } from '../../src/lib/decimal';
import {
  fromPrice,
  isLookupQuantity,
  lookupValues,
  needsNature,
  rowDefaults,
  rowPayload,
} from '../../src/resources/documents/documentRowModel';

describe('document paths and slugs', () => {
  it('builds the spec URLs of each type', () => {
    expect(documentPaths.list('credit-note')).toBe('/documents/sales/credit-notes');
    expect(documentPaths.edit('order', 12)).toBe('/documents/sales/orders/edit/12');
    expect(documentPaths.show('invoice', 3)).toBe('/documents/sales/invoices/show/3');
    expect(documentPaths.create('debit-note')).toBe('/documents/sales/debit-notes/add');
  });

  it('reads the type back from a slug, and nothing from an unknown one', () => {
    expect(typeOfSlug('debit-notes')).toBe('debit-note');
    expect(typeOfSlug('quotes')).toBe('quote');
    expect(typeOfSlug('estimates')).toBeNull();
  });

  it("writes a filtered list's URL that react-admin reads back, arrays kept", () => {
    const url = documentPaths.filtered('order', { status: [1, 2, 3], shipping_to: '2026-11-21' });
    const [path, search] = url.split('?');
    expect(path).toBe('/documents/sales/orders');
    const query = new URLSearchParams(search);
    expect(JSON.parse(query.get('filter')!)).toEqual({
      status: [1, 2, 3],
      shipping_to: '2026-11-21',
    });
    expect(JSON.parse(query.get('displayedFilters')!)).toEqual({
      status: true,
      shipping_to: true,
    });
    expect(query.get('page')).toBe('1');
  });
});

describe('statuses', () => {
  it('orders use the order list, the other types the payment list', () => {
    expect(statusKey('order', 6)).toBe('enums.order_status.shipped');
    expect(statusKey('invoice', 2)).toBe('enums.payment_status.paid');
    expect(statusKey('invoice', 6)).toBeNull();
  });

  it('colours a status per list, grey when unknown', () => {
    expect(statusColour('order', 7)).toBe('error');
    expect(statusColour('invoice', 2)).toBe('success');
    expect(statusColour('credit-note', 9)).toBe('default');
  });

  it('offers the current status and only the transitions the server allows', () => {
    expect(statusOptions('order', 0, [1, 7]).map((c) => c.id)).toEqual([0, 1, 7]);
    expect(statusOptions('order', 6, []).map((c) => c.id)).toEqual([6]);
    expect(statusOptions('invoice', 2, [1]).map((c) => c.name)).toEqual([
      'enums.payment_status.paying',
      'enums.payment_status.paid',
    ]);
  });

  it('a new document may start in any status of its type but overdue (derived)', () => {
    expect(statusOptions('order', undefined, undefined)).toHaveLength(8);
    expect(statusOptions('debit-note', undefined, undefined)).toHaveLength(3);
    // A quote: draft, sent, accepted, refused; expired only as the status it already has.
    expect(statusOptions('quote', undefined, undefined).map((c) => c.id)).toEqual([0, 1, 2, 3]);
    expect(statusOptions('quote', 4, [1, 2, 3]).map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(statusColour('quote', 4)).toBe('warning');
  });

  it('turns a quote into an order once, never a refused one', () => {
    const summary = { id: 9, number: 3, series: '', year: 2026, document_date: '2026-05-01' };
    expect(canConvertQuote({ type: 'quote', status: 1, related_by: [] })).toBe(true);
    expect(canConvertQuote({ type: 'quote', status: 4, related_by: [] })).toBe(true);
    expect(canConvertQuote({ type: 'quote', status: 3, related_by: [] })).toBe(false);
    expect(
      canConvertQuote({ type: 'quote', status: 2, related_by: [{ ...summary, type: 'order' }] }),
    ).toBe(false);
    expect(canConvertQuote({ type: 'order', status: 1, related_by: [] })).toBe(false);
  });

  it('reads the status filter as a list: one status, a list, the wire form or nothing', () => {
    expect(statusFilterValue(3)).toEqual([3]);
    expect(statusFilterValue(0)).toEqual([0]);
    expect(statusFilterValue([1, 2, 3])).toEqual([1, 2, 3]);
    expect(statusFilterValue('1,2,2')).toEqual([1, 2]);
    expect(statusFilterValue(['4', 5])).toEqual([4, 5]);
    expect(statusFilterValue(undefined)).toEqual([]);
    expect(statusFilterValue('')).toEqual([]);
    expect(statusFilterValue('x')).toEqual([]);
  });

  it('only orders not cancelled with something left to invoice turn into invoices', () => {
    const row = (quantity: string, invoiced: string, unbilled = '0') =>
      ({ quantity, invoiced_quantity: invoiced, shipped_unbilled: unbilled }) as DocumentRow;
    const open = [row('10', '4'), row('3', '3')];
    expect(canConvert({ type: 'order', status: 1, rows: open })).toBe(true);
    expect(canConvert({ type: 'order', status: 1, rows: [row('10', '10')] })).toBe(false);
    expect(canConvert({ type: 'order', status: 1, rows: [] })).toBe(false);
    expect(canConvert({ type: 'order', status: 7, rows: open })).toBe(false);
    expect(canConvert({ type: 'invoice', status: 0, rows: open })).toBe(false);
    // Shipped goods no invoice bills, on a row with something left: the dialog asks.
    expect(hasShippedUnbilled({ rows: [row('10', '4', '2')] })).toBe(true);
    expect(hasShippedUnbilled({ rows: [row('10', '10', '2'), row('3', '0')] })).toBe(false);
  });
});

describe('formats', () => {
  it('shows numbers as number/year and dates the Italian way', () => {
    expect(documentNumber({ number: 12, year: 2026 })).toBe('12/2026');
    expect(documentNumber(undefined)).toBe('');
    // A draft has no number: the caller's word for it ("(bozza)"), else nothing.
    expect(documentNumber({ number: null, year: 2026 }, '(bozza)')).toBe('(bozza)');
    expect(documentNumber({ number: null, year: 2026 })).toBe('');
    expect(formatDate('2026-11-21', 'it')).toBe('21/11/2026');
    expect(formatDate(null, 'it')).toBe('');
    expect(formatMoney('1234.56', 'it', 2)).toMatch(/^1\.234,56\s€$/);
  });

  it('today is the local calendar day', () => {
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('header save', () => {
  it('sends the header and version only, empty texts as null', () => {
    const payload = headerPayload({
      id: 4,
      customer_id: 7,
      reference: '',
      status: 1,
      document_date: '2026-11-21',
      version: 3,
      rows: [],
      total: '10.00',
    } as never);
    expect(payload).toEqual({
      customer_id: 7,
      reference: null,
      status: 1,
      document_date: '2026-11-21',
      version: 3,
    });
  });
});

describe('PDF language', () => {
  it('is the chosen language, or the customer one (Italian when unknown)', () => {
    expect(pdfLocale('hu', 'de')).toBe('hu');
    expect(pdfLocale('customer', 'de')).toBe('de');
    expect(pdfLocale('customer', 'es')).toBe('it');
    expect(pdfLocale('customer', null)).toBe('it');
  });
});

describe('row form', () => {
  const price = {
    article_id: 3,
    customer_id: 7,
    quantity: '1',
    date: '2026-11-21',
    price: '0.12500000',
    source: 'customer' as const,
    list_name: null,
    description: 'Vite M8',
    unit: 'pz',
    vat_rate: '22',
    vat_nature: null,
  };

  it('starts a new row at 1 piece, no discount, 22 %', () => {
    expect(rowDefaults(null)).toMatchObject({ quantity: '1', discount: '0', vat_rate: '22' });
  });

  it('takes the looked-up price and the article description unless one was typed', () => {
    expect(fromPrice(price, '')).toMatchObject({
      unit_price: '0.12500000',
      description: 'Vite M8',
    });
    expect(fromPrice(price, 'Mine')).not.toHaveProperty('description');
  });

  it('keeps a natura only at 0 %', () => {
    expect(needsNature('0')).toBe(true);
    const values = { ...rowDefaults(null), vat_rate: '22', vat_nature: 'N1' };
    expect(rowPayload(values).vat_nature).toBeNull();
    expect(rowPayload({ ...values, vat_rate: '0' }).vat_nature).toBe('N1');
  });

  it("follows the lookup until the price is the user's; a new article starts over", () => {
    const following = { description: 'Vite M8', price_manual: false };
    expect(lookupValues(price, following, false)).toEqual({ unit_price: '0.12500000' });
    expect(lookupValues(price, { ...following, price_manual: true }, false)).toEqual({});
    expect(lookupValues(price, { ...following, price_manual: true }, true)).toMatchObject({
      unit_price: '0.12500000',
      price_manual: false,
    });
    expect(isLookupQuantity('150')).toBe(true);
    expect(isLookupQuantity('1.5')).toBe(true);
    expect(isLookupQuantity('0')).toBe(false);
    expect(isLookupQuantity('1,')).toBe(false);
  });

  it("sends a price only when it is the user's", () => {
    const values = { ...rowDefaults(null), article_id: 3, unit_price: '0.21' };
    expect(rowPayload(values)).toMatchObject({ unit_price: null, price_manual: false });
    expect(rowPayload({ ...values, price_manual: true })).toMatchObject({
      unit_price: '0.21',
      price_manual: true,
    });
    expect(rowPayload({ ...values, price_manual: true, unit_price: '' })).toMatchObject({
      unit_price: null,
      price_manual: false,
    });
  });
});

describe('drafts and issued documents', () => {
  it('tells a draft invoice or note from an issued one; orders are neither', () => {
    const issuedAt = '2026-11-21T10:00:00.000Z';
    expect(isDraft({ type: 'invoice', issued_at: null })).toBe(true);
    expect(isDraft({ type: 'credit-note', issued_at: issuedAt })).toBe(false);
    expect(isDraft({ type: 'order', issued_at: null })).toBe(false);
    expect(isDraft(undefined)).toBe(false);
    expect(isIssued({ issued_at: issuedAt })).toBe(true);
    expect(isIssued({ issued_at: null })).toBe(false);
    expect(isIssued(undefined)).toBe(false);
  });
});
