import type { ArticleImportResult } from './articleMethods';

/**
 * Pure pieces of the article import dialog: the summary chips, the action chips, the
 * "campo: messaggio" error lines and the messages for a failed upload.
 */
type Summary = ArticleImportResult['summary'];
export type ImportAction = ArticleImportResult['items'][number]['action'];
export type Translate = (key: string, options?: Record<string, unknown>) => string;
type ChipColor = 'success' | 'info' | 'default' | 'error';

const KEY = 'resources.articles.import';

export const ACTION_COLORS: Record<ImportAction, ChipColor> = {
  create: 'success',
  update: 'info',
  unchanged: 'default',
  error: 'error',
};

export const actionLabelKey = (action: ImportAction) => `${KEY}.actions.${action}`;

export interface SummaryChip {
  id: 'create' | 'update' | 'unchanged' | 'errors';
  /** Translation key, with `smart_count` = `count`. */
  label: string;
  count: number;
  color: ChipColor;
}

/**
 * The summary's non-zero counts as chips: "12 da creare", "3 da aggiornare", "40 invariati",
 * "1 con errori".
 */
export function summaryChips(summary: Summary): SummaryChip[] {
  const chips: SummaryChip[] = [
    { id: 'create', label: `${KEY}.summary.create`, count: summary.create, color: 'success' },
    { id: 'update', label: `${KEY}.summary.update`, count: summary.update, color: 'info' },
    {
      id: 'unchanged',
      label: `${KEY}.summary.unchanged`,
      count: summary.unchanged,
      color: 'default',
    },
    { id: 'errors', label: `${KEY}.summary.errors`, count: summary.errors, color: 'error' },
  ];
  return chips.filter((chip) => chip.count > 0);
}

/** How many articles a commit would write. */
export const importCount = (summary: Summary) => summary.create + summary.update;

/** All or nothing: a commit makes sense only with no errors and something to write. */
export const canCommit = (summary: Summary) => summary.errors === 0 && importCount(summary) > 0;

/**
 * A preview row's errors, one line each: the server keys them by field (`price`) and says
 * where in the file and what is wrong ("colonna D (Prezzo): «abc» non è un numero...").
 */
export const errorLines = (errors: Record<string, string> | undefined) =>
  Object.values(errors ?? {});

const STATUS_KEYS: Record<number, string> = {
  400: `${KEY}.errors.rows`,
  413: `${KEY}.errors.too_large`,
  415: `${KEY}.errors.unsupported`,
};

/**
 * The translation key for a failed upload: 400 with bad rows, or a bare 413/415 that is not the
 * API's (a proxy's); null otherwise. The API's own 413/415 name the limit or the fault ("more
 * than 200 columns"), so its message is kept.
 */
export function importErrorKey(error: unknown): string | null {
  const { status, body } = (error ?? {}) as {
    status?: unknown;
    body?: { errors?: unknown; message?: unknown; notFromApi?: boolean };
  };
  if (typeof status !== 'number') return null;
  if (status === 400) return body?.errors ? STATUS_KEYS[400] : null;
  if (body?.message && !body.notFromApi) return null;
  return STATUS_KEYS[status] ?? null;
}

/** The message for a failed upload: ours for bad rows and bare 413/415, else the API's. */
export function importErrorMessage(error: unknown, translate: Translate): string {
  const key = importErrorKey(error);
  if (key) return translate(key);
  const message = error instanceof Error ? error.message : '';
  return message ? translate(message, { _: message }) : translate(`${KEY}.errors.generic`);
}
