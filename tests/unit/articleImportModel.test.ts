import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import {
  canCommit,
  errorLines,
  importCount,
  importErrorKey,
  importErrorMessage,
  summaryChips,
} from '../../src/resources/articles/articleImportModel';

const summary = (create: number, update: number, errors: number, unchanged = 0) => ({
  rows: create + update + unchanged + errors,
  create,
  update,
  unchanged,
  errors,
});
/** A fake translate: known field labels, else the `_` default, else the key. */
const translate = (key: string, options?: Record<string, unknown>) =>
  ({ 'resources.articles.fields.price': 'Prezzo' })[key] ?? String(options?._ ?? key);

describe('article import model', () => {
  it('shows the non-zero counts of the summary as chips', () => {
    expect(summaryChips(summary(12, 3, 1)).map((chip) => [chip.id, chip.count])).toEqual([
      ['create', 12],
      ['update', 3],
      ['errors', 1],
    ]);
    expect(summaryChips(summary(0, 2, 0)).map((chip) => chip.id)).toEqual(['update']);
    expect(summaryChips(summary(0, 2, 0, 40)).map((chip) => chip.id)).toEqual([
      'update',
      'unchanged',
    ]);
  });

  it('commits only with no errors and something to write', () => {
    expect(importCount(summary(12, 3, 0))).toBe(15);
    expect(canCommit(summary(12, 3, 0))).toBe(true);
    expect(canCommit(summary(12, 3, 1))).toBe(false);
    expect(canCommit(summary(0, 0, 0))).toBe(false);
    // A file that changes nothing has nothing to write.
    expect(canCommit(summary(0, 0, 0, 40))).toBe(false);
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
    expect(importErrorKey(rows)).toBe('resources.articles.import.errors.rows');
    expect(importErrorKey(new HttpError('Big', 413))).toBe(
      'resources.articles.import.errors.too_large',
    );
    expect(importErrorKey(new HttpError('Type', 415))).toBe(
      'resources.articles.import.errors.unsupported',
    );
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
    expect(importErrorKey(proxy)).toBe('resources.articles.import.errors.too_large');
    expect(importErrorMessage(new Error(''), translate)).toBe(
      'resources.articles.import.errors.generic',
    );
  });
});
