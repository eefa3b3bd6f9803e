import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import { translate, type Locale } from '../../../contract/messages';
import { HttpError, msg, type FieldMessage } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { sheetRows } from '../../lib/spreadsheet/read';
import { columnLetter, normalise, parseDate, parseDecimal } from '../../lib/spreadsheet/values';
import { todayIn } from '../../lib/dates';
import { articles } from '../articles/table';
import { lockArticles, recordMovements } from './ledger';

/**
 * The initial stock import (docs/stock.md, docs/import.md): a spreadsheet of article codes
 * and the quantity on the shelf, read by the article import's machinery (`lib/spreadsheet`:
 * .xlsx or CSV in any usual encoding, numbers as people type them). Each row sets the
 * article's on-hand figure to the file's quantity by one `initial` movement for the
 * difference; a row that already matches moves nothing. All or nothing, like the article
 * import: a preview first, then the commit.
 */

/** The columns, by normalised title: the code and the quantity are required. */
const TITLES: Record<string, 'code' | 'quantity' | 'date' | 'note'> = {};
const titled = (field: 'code' | 'quantity' | 'date' | 'note', titles: string[]) => {
  for (const title of titles) TITLES[normalise(title).replace(/[^a-z0-9]+/g, '_')] = field;
};
titled('code', [
  'code',
  'codice',
  'codice articolo',
  'articolo',
  'sku',
  'artikelnummer',
  'cikkszám',
  'cikkszam',
  'kód',
]);
titled('quantity', [
  'quantity',
  'on_hand',
  'on hand',
  'giacenza',
  'quantità',
  'quantita',
  'qta',
  'stock',
  'bestand',
  'menge',
  'quantité',
  'készlet',
  'keszlet',
  'mennyiség',
]);
titled('date', ['date', 'data', 'datum', 'dátum']);
titled('note', ['note', 'notes', 'nota', 'notiz', 'megjegyzés']);

export interface StockImportRow {
  line: number;
  code: string;
  action: 'move' | 'unchanged' | 'error';
  /** The movement the row writes (file quantity − on hand). */
  quantity?: string;
  errors?: Record<string, string>;
}

interface Parsed {
  line: number;
  code: string;
  quantity: string;
  date: string;
  note: string | null;
}

const MAX_ROWS = 50_000;
const SHOWN = 200;

export async function importStock(
  tenant: TenantScope,
  data: Buffer,
  commit: boolean,
  locale: Locale,
  userId: number | null,
) {
  const text = (m: FieldMessage) => translate(typeof m === 'string' ? msg(m) : m, locale);
  const rows: Parsed[] = [];
  const shown: StockImportRow[] = [];
  let errors = 0;
  let columns: Map<string, number> | undefined;
  let header: string[] | undefined;
  const seen = new Set<string>();
  for await (const batch of sheetRows(data)) {
    for (const row of batch) {
      if (row.header !== header) {
        header = row.header;
        columns = new Map();
        header.forEach((title, i) => {
          const field = TITLES[normalise(title).replace(/[^a-z0-9]+/g, '_')];
          if (field && !columns!.has(field)) columns!.set(field, i);
        });
        if (!columns.has('code') || !columns.has('quantity')) {
          throw new HttpError(400, msg('stock.import_columns'));
        }
      }
      if (rows.length + errors >= MAX_ROWS)
        throw new HttpError(413, msg('import.too_many_rows', { max: MAX_ROWS }));
      const cell = (field: string) => {
        const i = columns!.get(field);
        return i === undefined ? '' : (row.cells[i] ?? '').trim();
      };
      const where = (field: string) =>
        translate(
          msg('import.column', {
            column: columnLetter(columns!.get(field) ?? 0),
            header: header![columns!.get(field) ?? 0] ?? field,
          }),
          locale,
        );
      const rowErrors: Record<string, string> = {};
      const code = cell('code');
      if (!code) rowErrors.code = `${where('code')}: ${text('validation.required')}`;
      else if (seen.has(code))
        rowErrors.code = `${where('code')}: ${text('validation.duplicate_code')}`;
      const quantity = parseDecimal(cell('quantity') || '', 3, 11);
      if (quantity.error) rowErrors.quantity = `${where('quantity')}: ${text(quantity.error)}`;
      else if (quantity.value.startsWith('-'))
        rowErrors.quantity = `${where('quantity')}: ${text('validation.min_value')}`;
      const date = cell('date') ? parseDate(cell('date')) : { value: todayIn() };
      if (date.error) rowErrors.date = `${where('date')}: ${text(date.error)}`;
      if (Object.keys(rowErrors).length) {
        errors += 1;
        if (shown.length < SHOWN)
          shown.push({ line: row.line, code, action: 'error', errors: rowErrors });
        continue;
      }
      seen.add(code);
      rows.push({
        line: row.line,
        code,
        quantity: quantity.value!,
        date: date.value!,
        note: cell('note') || null,
      });
    }
  }
  if (!rows.length && !errors) throw new HttpError(400, msg('import.no_rows'));

  const run = async (tx: TenantScope) => {
    const found = rows.length
      ? await tx.db
          .select({ id: articles.id, code: articles.code, stocked: articles.stocked })
          .from(articles)
          .where(
            tx.owned(
              articles,
              inArray(
                articles.code,
                rows.map((r) => r.code),
              ),
            ),
          )
      : [];
    const byCode = new Map(found.map((a) => [a.code, a]));
    const moves: { row: Parsed; articleId: number }[] = [];
    for (const row of rows) {
      const article = byCode.get(row.code);
      const problem = !article
        ? msg('stock.import_unknown_code', { code: row.code })
        : !article.stocked
          ? msg('stock.not_stocked', { code: row.code })
          : null;
      if (problem) {
        errors += 1;
        if (shown.length < SHOWN) {
          const error = translate(problem, locale);
          shown.push({ line: row.line, code: row.code, action: 'error', errors: { code: error } });
        }
        continue;
      }
      moves.push({ row, articleId: article!.id });
    }
    // Locked in id order (as every stock path): the differences are those of the locked figures.
    const locked = await lockArticles(
      tx,
      moves.map((m) => m.articleId),
    );
    const movements = [];
    const summary = { rows: rows.length + errors, move: 0, unchanged: 0, errors };
    for (const { row, articleId } of moves) {
      const difference = new Decimal(row.quantity).minus(locked.get(articleId)!.onHand);
      const action = difference.isZero() ? 'unchanged' : 'move';
      summary[action] += 1;
      if (shown.length < SHOWN)
        shown.push({ line: row.line, code: row.code, action, quantity: difference.toFixed() });
      if (action === 'move')
        movements.push({
          articleId,
          date: row.date,
          quantity: difference.toFixed(),
          reason: 'initial' as const,
          note: row.note,
          userId,
        });
    }
    if (commit && summary.errors > 0) {
      throw new HttpError(400, msg('import.rows_with_errors', { count: summary.errors }));
    }
    // The file's quantities are never negative, so no movement leaves less than zero.
    if (commit) await recordMovements(tx, movements, { locked });
    return summary;
  };
  const summary = commit ? await inTransaction(tenant, run) : await run(tenant);
  shown.sort((a, b) => a.line - b.line);
  return { items: shown, summary };
}
