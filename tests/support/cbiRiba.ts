/**
 * A reader of CBI RiBa files written from the CBI layout (CBI-ICI-001, "Riba" flow), not from
 * the product's writer: it checks what a bank's reader checks and fails loudly otherwise.
 * Every record 120 characters, CRLF-terminated, ASCII; the header IB first, the footer EF
 * last; each effect the records 14, 20, 30, 40, 50, 51, 70 in this order with the same
 * progressive number (1, 2, ...); the footer's effect count, total (cents) and record count
 * equal to the records'.
 */
export interface RibaEffectRead {
  n: number;
  dueDate: string;
  amountCents: number;
  creditorAbi: string;
  creditorCab: string;
  debtorAbi: string;
  debtorCab: string;
  debtorName: string;
  debtorTaxId: string;
  reference: string;
  receipt: number;
}

const EFFECT_RECORDS = ['14', '20', '30', '40', '50', '51', '70'];

/** `DDMMYY` -> `YYYY-MM-DD` (20YY). */
const isoDate = (ddmmyy: string) =>
  `20${ddmmyy.slice(4, 6)}-${ddmmyy.slice(2, 4)}-${ddmmyy.slice(0, 2)}`;

/** Characters `from`..`to` of a record, 1-based and inclusive, as the CBI tables number them. */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);

export function readRibaFile(text: string) {
  if (!text.endsWith('\r\n')) throw new Error('RiBa: the last record has no CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  lines.forEach((line, k) => {
    if (line.length !== 120) throw new Error(`RiBa: record ${k + 1} is ${line.length} long`);
    if (!/^[\x20-\x7E]*$/.test(line)) throw new Error(`RiBa: record ${k + 1} is not ASCII`);
    if (line[0] !== ' ') throw new Error(`RiBa: record ${k + 1} does not start with a blank`);
  });
  const type = (line: string) => at(line, 2, 3);
  const [head, ...rest] = lines;
  const foot = rest.pop()!;
  if (type(head) !== 'IB') throw new Error('RiBa: the first record is not IB');
  if (type(foot) !== 'EF') throw new Error('RiBa: the last record is not EF');
  if (rest.length % EFFECT_RECORDS.length) throw new Error('RiBa: an effect is incomplete');
  const header = {
    sia: at(head, 4, 8),
    abi: at(head, 9, 13),
    created: isoDate(at(head, 14, 19)),
    name: at(head, 20, 39).trimEnd(),
    currency: at(head, 114, 114),
  };
  for (const [field, from, to] of [
    ['sia', 4, 8],
    ['abi', 9, 13],
    ['created', 14, 19],
    ['name', 20, 39],
  ] as const) {
    if (at(foot, from, to) !== at(head, from, to))
      throw new Error(`RiBa: EF ${field} differs from IB`);
  }
  const effects: RibaEffectRead[] = [];
  for (let k = 0; k < rest.length; k += EFFECT_RECORDS.length) {
    const group = rest.slice(k, k + EFFECT_RECORDS.length);
    const n = effects.length + 1;
    group.forEach((line, j) => {
      if (type(line) !== EFFECT_RECORDS[j]) {
        throw new Error(`RiBa: effect ${n} has ${type(line)} where ${EFFECT_RECORDS[j]} belongs`);
      }
      if (Number(at(line, 4, 10)) !== n)
        throw new Error(`RiBa: effect ${n} has a wrong progressive`);
    });
    const [r14, , r30, , r50, r51] = group;
    if (at(r14, 29, 33) !== '30000') throw new Error(`RiBa: effect ${n} causale is not 30000`);
    if (at(r14, 47, 47) !== '-') throw new Error(`RiBa: effect ${n} sign is not "-"`);
    if (at(r14, 120, 120) !== 'E') throw new Error(`RiBa: effect ${n} currency is not E`);
    effects.push({
      n,
      dueDate: isoDate(at(r14, 23, 28)),
      amountCents: Number(at(r14, 34, 46)),
      creditorAbi: at(r14, 48, 52),
      creditorCab: at(r14, 53, 57),
      debtorAbi: at(r14, 70, 74),
      debtorCab: at(r14, 75, 79),
      debtorName: at(r30, 11, 70).trimEnd(),
      debtorTaxId: at(r30, 71, 86).trimEnd(),
      reference: at(r50, 11, 90).trimEnd(),
      receipt: Number(at(r51, 11, 20)),
    });
  }
  const footer = {
    effects: Number(at(foot, 46, 52)),
    totalCents: Number(at(foot, 53, 67)),
    positiveCents: Number(at(foot, 68, 82)),
    records: Number(at(foot, 83, 89)),
  };
  if (footer.effects !== effects.length)
    throw new Error('RiBa: EF counts another number of effects');
  if (footer.records !== lines.length) throw new Error('RiBa: EF counts another number of records');
  const sum = effects.reduce((total, e) => total + e.amountCents, 0);
  if (footer.totalCents !== sum) throw new Error('RiBa: EF total differs from the effects');
  return { header, effects, footer };
}
