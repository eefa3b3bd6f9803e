import Decimal from 'decimal.js';
import { REGIMI_FISCALI } from '../../../../contract/regimi-fiscali';
import { RETIRED_VAT_NATURES } from '../../../../contract/vat-natures';
import { isValidCig, isValidCup } from '../../../../contract/public-administration';
import { conflict, msg, type FieldErrors, type HttpError, type Message } from '../../../lib/errors';
import type { DatiRiepilogo, DettaglioLinee, FatturaTree, Indirizzo } from './tree';

/**
 * The checks by which the SDI would reject a FatturaPA file, run on the tree before it is
 * serialized, with the SDI's own tolerances: each failure has the SDI's error code
 * (00200 for what the schema itself refuses), the field of the product to correct, and a
 * message naming the FatturaPA element, in the caller's language. Rules: docs/e-invoicing.md.
 */
export interface SdiCheckFailure {
  /** The SDI's error code: 00400, 00421 ... ; 00200 is "the file does not follow the schema". */
  code: string;
  /** What to correct, in the product's terms: `rows.2.vat_nature`, `company.regime_fiscale` ... */
  field: string;
  message: Message;
}

const REGIMES = new Set<string>(REGIMI_FISCALI);
const RECIPIENT = /^[A-Z0-9]{7}$/;
const OFFICE_CODE = /^[A-Z0-9]{6}$/;
const RETIRED: readonly string[] = RETIRED_VAT_NATURES;
/** The schema's number formats: 11 digits before the point (12 for a quantity). */
const AMOUNT8 = /^-?\d{1,11}\.\d{2,8}$/;
const AMOUNT2 = /^-?\d{1,11}\.\d{2}$/;
const QUANTITY = /^\d{1,12}\.\d{2,8}$/;
const MAX_LINES = 9999;
const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const isZero = (rate: string) => new Decimal(rate).isZero();
/** A rate as people write it in a message: 22, 5.5. */
const shown = (rate: string) => new Decimal(rate).toString();
/** Rate and, at 0 %, natura: what a line and its summary share. */
const vatKey = (item: { AliquotaIVA: string; Natura?: string }) =>
  `${new Decimal(item.AliquotaIVA).toFixed(2)}|${isZero(item.AliquotaIVA) ? (item.Natura ?? '') : ''}`;

type Fail = (failure: SdiCheckFailure) => void;

/** 00400, 00401, 00445 (natura of a line), 00423 (its total), and a description. */
function checkLine(line: DettaglioLinee, index: number, fail: Fail) {
  const n = Number(line.NumeroLinea);
  const field = `rows.${index}`;
  if (isZero(line.AliquotaIVA) && !line.Natura) {
    fail({
      code: '00400',
      field: `${field}.vat_nature`,
      message: msg('fatturapa.00400', { line: n }),
    });
  }
  if (!isZero(line.AliquotaIVA) && line.Natura) {
    const params = { line: n, rate: shown(line.AliquotaIVA), nature: line.Natura };
    fail({ code: '00401', field: `${field}.vat_nature`, message: msg('fatturapa.00401', params) });
  }
  if (line.Natura && RETIRED.includes(line.Natura)) {
    const params = { nature: line.Natura };
    fail({ code: '00445', field: `${field}.vat_nature`, message: msg('fatturapa.00445', params) });
  }
  let price = new Decimal(line.PrezzoUnitario);
  for (const change of line.ScontoMaggiorazione ?? []) {
    const amount = change.Importo
      ? new Decimal(change.Importo).abs()
      : price.times(change.Percentuale ?? '0').dividedBy(100);
    price = change.Tipo === 'SC' ? price.minus(amount) : price.plus(amount);
  }
  const expected = cents(price.times(line.Quantita ?? '1'));
  if (expected.minus(line.PrezzoTotale).abs().greaterThan('0.01')) {
    const params = { line: n, total: line.PrezzoTotale, expected: expected.toFixed(2) };
    fail({ code: '00423', field, message: msg('fatturapa.00423', params) });
  }
  const tooLarge = [
    line.Quantita !== undefined && !QUANTITY.test(line.Quantita) && 'Quantita',
    !AMOUNT8.test(line.PrezzoUnitario) && 'PrezzoUnitario',
    !AMOUNT8.test(line.PrezzoTotale) && 'PrezzoTotale',
  ];
  for (const element of tooLarge.filter((e): e is string => !!e)) {
    fail({ code: '00200', field, message: msg('fatturapa.too_large', { line: n, element }) });
  }
  if (!line.Descrizione.trim()) {
    const params = { line: n };
    fail({
      code: '00200',
      field: `${field}.description`,
      message: msg('fatturapa.description', params),
    });
  }
}

/** What the summaries are checked against: the lines' rates, and their totals per rate and natura. */
interface LineTotals {
  rates: Set<string>;
  sums: Map<string, Decimal>;
}

function lineTotals(lines: DettaglioLinee[]): LineTotals {
  const rates = new Set<string>();
  const sums = new Map<string, Decimal>();
  for (const line of lines) {
    const key = vatKey(line);
    rates.add(key.slice(0, key.indexOf('|')));
    sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(line.PrezzoTotale));
  }
  return { rates, sums };
}

/** 00429, 00430, 00445 (natura of a summary), 00421 (its VAT), 00422 and 00443 (its lines). */
function checkSummary(item: DatiRiepilogo, index: number, lines: LineTotals, fail: Fail) {
  const field = `vat_summary.${index}`;
  const rate = shown(item.AliquotaIVA);
  if (isZero(rate) && !item.Natura) {
    fail({ code: '00429', field, message: msg('fatturapa.00429') });
  }
  if (!isZero(rate) && item.Natura) {
    fail({ code: '00430', field, message: msg('fatturapa.00430', { rate, nature: item.Natura }) });
  }
  if (item.Natura && RETIRED.includes(item.Natura)) {
    fail({ code: '00445', field, message: msg('fatturapa.00445', { nature: item.Natura }) });
  }
  for (const element of ['ImponibileImporto', 'Imposta'] as const) {
    if (!AMOUNT2.test(item[element])) {
      fail({ code: '00200', field, message: msg('fatturapa.total_too_large', { element }) });
    }
  }
  const vat = cents(new Decimal(item.ImponibileImporto).times(rate).dividedBy(100));
  if (vat.minus(item.Imposta).abs().greaterThan('0.01')) {
    const params = { rate, vat: item.Imposta, expected: vat.toFixed(2) };
    fail({ code: '00421', field, message: msg('fatturapa.00421', params) });
  }
  const key = vatKey(item);
  if (!lines.rates.has(key.slice(0, key.indexOf('|')))) {
    fail({ code: '00443', field, message: msg('fatturapa.00443', { rate }) });
  }
  const sum = lines.sums.get(key) ?? new Decimal(0);
  // The SDI tolerates one euro here (rounding on the lines).
  if (sum.minus(item.ImponibileImporto).abs().greaterThan(1)) {
    const params = { rate, taxable: item.ImponibileImporto, expected: sum.toFixed(2) };
    fail({ code: '00422', field, message: msg('fatturapa.00422', params) });
  }
}

/** 00419 (a summary per rate of the lines) and 00444 (natura on both sides). */
function checkCoverage(lines: DettaglioLinee[], summary: DatiRiepilogo[], fail: Fail) {
  // Rates already reported count as covered: one failure per rate.
  const covered = new Set(summary.map((item) => new Decimal(item.AliquotaIVA).toFixed(2)));
  lines.forEach((line, index) => {
    const rate = new Decimal(line.AliquotaIVA).toFixed(2);
    if (!covered.has(rate)) {
      covered.add(rate);
      const params = { rate: shown(line.AliquotaIVA), line: Number(line.NumeroLinea) };
      fail({
        code: '00419',
        field: `rows.${index}.vat_rate`,
        message: msg('fatturapa.00419', params),
      });
    }
  });
  const natures = (items: { Natura?: string }[]) =>
    new Set(items.map((item) => item.Natura).filter((n): n is string => !!n));
  const onLines = natures(lines);
  const onSummary = natures(summary);
  for (const nature of new Set([...onLines, ...onSummary])) {
    if (!onLines.has(nature) || !onSummary.has(nature)) {
      fail({ code: '00444', field: 'vat_summary', message: msg('fatturapa.00444', { nature }) });
    }
  }
}

const missingAddress = (sede: Indirizzo) =>
  [
    !sede.Indirizzo && 'Indirizzo',
    !/^\d{5}$/.test(sede.CAP) && 'CAP',
    !sede.Comune && 'Comune',
    !/^[A-Z]{2}$/.test(sede.Nazione) && 'Nazione',
  ].filter((element): element is string => !!element);

const missingName = (anagrafica: { Denominazione?: string; Nome?: string; Cognome?: string }) =>
  'Denominazione' in anagrafica
    ? anagrafica.Denominazione
      ? []
      : ['Denominazione']
    : [!anagrafica.Nome && 'Nome', !anagrafica.Cognome && 'Cognome'].filter(
        (element): element is string => !!element,
      );

/** Who sends and who receives: RegimeFiscale, CodiceDestinatario, 00417, the schema's musts. */
function checkParties(tree: FatturaTree, fail: Fail) {
  const header = tree.FatturaElettronicaHeader;
  const seller = header.CedentePrestatore;
  const buyer = header.CessionarioCommittente;
  if (!REGIMES.has(seller.DatiAnagrafici.RegimeFiscale)) {
    fail({ code: '00200', field: 'company.regime_fiscale', message: msg('fatturapa.regime') });
  }
  const { FormatoTrasmissione: format, CodiceDestinatario: code } = header.DatiTrasmissione;
  if (format === 'FPA12' && !OFFICE_CODE.test(code)) {
    // 00427: a public administration's file goes to its 6-character office code.
    fail({ code: '00427', field: 'customer.sdi_code', message: msg('fatturapa.office_code') });
  } else if (format === 'FPR12' && !RECIPIENT.test(code)) {
    fail({ code: '00200', field: 'customer.sdi_code', message: msg('fatturapa.recipient') });
  }
  const sellerMissing = [
    ...(seller.DatiAnagrafici.IdFiscaleIVA.IdCodice ? [] : ['IdFiscaleIVA']),
    ...missingName(seller.DatiAnagrafici.Anagrafica),
    ...missingAddress(seller.Sede),
  ];
  for (const element of sellerMissing) {
    const message = msg('fatturapa.seller_field', { element });
    fail({ code: '00200', field: `company.${element}`, message });
  }
  const { IdFiscaleIVA, CodiceFiscale } = buyer.DatiAnagrafici;
  if (!IdFiscaleIVA?.IdCodice && !CodiceFiscale) {
    fail({ code: '00417', field: 'customer.vat_number', message: msg('fatturapa.00417') });
  }
  const sellerId = seller.DatiAnagrafici.IdFiscaleIVA;
  if (
    IdFiscaleIVA?.IdCodice &&
    IdFiscaleIVA.IdPaese === sellerId.IdPaese &&
    IdFiscaleIVA.IdCodice === sellerId.IdCodice
  ) {
    // Seller and buyer one subject: allowed by the SDI for self-invoices only (TD16-TD27),
    // which the product does not issue.
    fail({ code: '00471', field: 'customer.vat_number', message: msg('fatturapa.00471') });
  }
  const buyerMissing = [
    ...missingName(buyer.DatiAnagrafici.Anagrafica),
    ...missingAddress(buyer.Sede),
  ];
  for (const element of buyerMissing) {
    const message = msg('fatturapa.buyer_field', { element });
    fail({ code: '00200', field: `customer.${element}`, message });
  }
}

/** A public administration's CIG (10 characters) and CUP (15), where the document gives them. */
function checkPaCodes(general: FatturaTree['FatturaElettronicaBody']['DatiGenerali'], fail: Fail) {
  const blocks = [
    ...(general.DatiOrdineAcquisto ?? []),
    ...(general.DatiContratto ?? []),
    ...(general.DatiConvenzione ?? []),
  ];
  for (const block of blocks) {
    if (block.CodiceCIG !== undefined && !isValidCig(block.CodiceCIG)) {
      fail({
        code: '00200',
        field: 'cig',
        message: msg('fatturapa.cig', { cig: block.CodiceCIG }),
      });
    }
    if (block.CodiceCUP !== undefined && !isValidCup(block.CodiceCUP)) {
      fail({
        code: '00200',
        field: 'cup',
        message: msg('fatturapa.cup', { cup: block.CodiceCUP }),
      });
    }
  }
}

/** Every check the tree fails, in the order of the document; none when the SDI would accept it. */
export function sdiChecks(tree: FatturaTree): SdiCheckFailure[] {
  const failures: SdiCheckFailure[] = [];
  const fail: Fail = (failure) => failures.push(failure);
  checkParties(tree, fail);
  const body = tree.FatturaElettronicaBody;
  const number = body.DatiGenerali.DatiGeneraliDocumento.Numero;
  if (!/\d/.test(number)) {
    fail({ code: '00425', field: 'number', message: msg('fatturapa.00425', { number }) });
  }
  const date = body.DatiGenerali.DatiGeneraliDocumento.Data;
  for (const linked of body.DatiGenerali.DatiFattureCollegate ?? []) {
    if (linked.Data && linked.Data > date) {
      const params = { date: linked.Data, number: linked.IdDocumento };
      fail({ code: '00418', field: 'document_date', message: msg('fatturapa.00418', params) });
    }
  }
  checkPaCodes(body.DatiGenerali, fail);
  const { DettaglioLinee: lines, DatiRiepilogo: summary } = body.DatiBeniServizi;
  if (lines.length > MAX_LINES) {
    const params = { count: lines.length, max: MAX_LINES };
    fail({ code: '00200', field: 'rows', message: msg('fatturapa.too_many_lines', params) });
  }
  const total = body.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento;
  if (total !== undefined && !AMOUNT2.test(total)) {
    const params = { element: 'ImportoTotaleDocumento' };
    fail({ code: '00200', field: 'total', message: msg('fatturapa.total_too_large', params) });
  }
  lines.forEach((line, index) => checkLine(line, index, fail));
  const totals = lineTotals(lines);
  summary.forEach((item, index) => checkSummary(item, index, totals, fail));
  checkCoverage(lines, summary, fail);
  return failures;
}

/** The 409 of a document the SDI would reject: the first problem in the message, all by field. */
export function sdiRejection(failures: readonly SdiCheckFailure[]): HttpError {
  const errors: FieldErrors = {};
  for (const failure of failures) errors[failure.field] ??= failure.message;
  return conflict(msg('fatturapa.rejected', { first: failures[0].message }), errors);
}

export function assertSdiChecks(tree: FatturaTree): void {
  const failures = sdiChecks(tree);
  if (failures.length) throw sdiRejection(failures);
}
