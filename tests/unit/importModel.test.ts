import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import {
  canCommit,
  errorLines,
  importCount,
  importErrorKey,
  importErrorMessage,
  summaryChips,
  wordOf,
} from '../../src/lib/import/importModel';
import { ARTICLE_IMPORT } from '../../src/resources/articles/ArticleImportButton';
import { STOCK_IMPORT } from '../../src/resources/stock-movements/StockImportButton';

const summary = (create: number, update: number, errors: number, unchanged = 0) => ({
  rows: create + update + unchanged + errors,
  create,
  update,
  unchanged,
  errors,
});
const stockSummary = (move: number, errors: number, unchanged = 0) => ({
  rows: move + unchanged + errors,
  move,
  unchanged,
  errors,
});
/** A fake translate: known field labels, else the `_` default, else the key. */
const translate = (key: string, options?: Record<string, unknown>) =>
  ({ 'resources.articles.fields.price': 'Prezzo' })[key] ?? String(options?._ ?? key);

describe('spreadsheet import model', () => {
  it('shows the non-zero counts of the summary as chips', () => {
    expect(
      summaryChips(ARTICLE_IMPORT, summary(12, 3, 1)).map((chip) => [chip.id, chip.count]),
    ).toEqual([
      ['create', 12],
      ['update', 3],
      ['errors', 1],
    ]);
    expect(summaryChips(ARTICLE_IMPORT, summary(0, 2, 0)).map((chip) => chip.id)).toEqual([
      'update',
    ]);
    expect(summaryChips(ARTICLE_IMPORT, summary(0, 2, 0, 40)).map((chip) => chip.id)).toEqual([
      'update',
      'unchanged',
    ]);
  });

  it('commits only with no errors and something to write', () => {
    expect(importCount(ARTICLE_IMPORT, summary(12, 3, 0))).toBe(15);
    expect(canCommit(ARTICLE_IMPORT, summary(12, 3, 0))).toBe(true);
    expect(canCommit(ARTICLE_IMPORT, summary(12, 3, 1))).toBe(false);
    expect(canCommit(ARTICLE_IMPORT, summary(0, 0, 0))).toBe(false);
    // A file that changes nothing has nothing to write.
    expect(canCommit(ARTICLE_IMPORT, summary(0, 0, 0, 40))).toBe(false);
  });

  it('counts what each import writes: the stock moves, it does not create', () => {
    expect(summaryChips(STOCK_IMPORT, stockSummary(4, 0, 2)).map((chip) => chip.id)).toEqual([
      'move',
      'unchanged',
    ]);
    expect(importCount(STOCK_IMPORT, stockSummary(4, 0, 2))).toBe(4);
    expect(canCommit(STOCK_IMPORT, stockSummary(0, 0, 9))).toBe(false);
    expect(canCommit(STOCK_IMPORT, stockSummary(4, 1))).toBe(false);
  });

  it("takes the import's own word, else the shared one", () => {
    const words: Record<string, string> = {
      'resources.stock-movements.import.title': 'Importa le giacenze',
      'import.choose': 'Scegli il file',
    };
    const lookup = (key: string, options?: Record<string, unknown>) =>
      words[key] ?? String(options?._ ?? key);
    const word = wordOf(STOCK_IMPORT, lookup);
    expect(word('title')).toBe('Importa le giacenze');
    expect(word('choose')).toBe('Scegli il file');
  });

  it('lists the errors as the server says them, place and reason, one a line', () => {
    const errors = {
      price: 'colonna D (Prezzo): «abc» non è un numero',
      code: 'colonna A (Codice): Codice ripetuto nel file',
    };
    expect(errorLines(errors)).toEqual([errors.price, errors.code]);
    expect(errorLines(undefined)).toEqual([]);
  });

  it('has its own messages for bad rows, too large and not a spreadsheet', () => {
    const rows = new HttpError('Bad', 400, {
      message: 'Bad',
      errors: { 'rows.2.price': 'row 2: column D (Price): x' },
    });
    expect(importErrorKey(rows)).toBe('import.errors.rows');
    expect(importErrorKey(new HttpError('Big', 413))).toBe('import.errors.too_large');
    expect(importErrorKey(new HttpError('Type', 415))).toBe('import.errors.unsupported');
    expect(importErrorKey(new HttpError('No company', 400, { message: 'x' }))).toBeNull();
    expect(importErrorMessage(new HttpError('Server down', 500), translate)).toBe('Server down');
  });

  it("keeps the API's own 413 and 415, which name the limit or the fault", () => {
    const columns = 'Il file ha più di 200 colonne con valori.';
    const limit = new HttpError(columns, 413, { message: columns });
    expect(importErrorKey(limit)).toBeNull();
    expect(importErrorMessage(limit, translate)).toBe(columns);
    const damaged = 'Il file .xlsx è danneggiato.';
    expect(importErrorMessage(new HttpError(damaged, 415, { message: damaged }), translate)).toBe(
      damaged,
    );
    // A proxy's bare 413 (no message of the API's) still gets the SPA's own.
    const proxy = new HttpError('Payload Too Large', 413, {
      message: 'Payload Too Large',
      notFromApi: true,
    });
    expect(importErrorKey(proxy)).toBe('import.errors.too_large');
    expect(importErrorMessage(new Error(''), translate)).toBe('import.errors.generic');
  });
});
