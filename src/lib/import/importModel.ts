/**
 * Pure pieces of a spreadsheet import's dialog (articles, initial stock): the summary chips,
 * the action chips, the error lines and the messages for a failed upload. Each import names
 * the actions that write (`create`/`update` for articles, `move` for the stock); the words an
 * import does not give itself are the shared `import.*` ones.
 */
import type { ProviderCall } from '../../providers/dataProviderModel';

/** `preview` only checks the file; `commit` writes it, all or nothing. */
export type ImportMode = 'preview' | 'commit';

export type Translate = (key: string, options?: Record<string, unknown>) => string;
type ChipColor = 'success' | 'info' | 'default' | 'error';

/** What every import answers, `preview` or `commit` (contract/articles.ts, stock-movements.ts). */
export interface ImportResult<Write extends string> {
  items: {
    line: number;
    code: string;
    action: Write | 'unchanged' | 'error';
    quantity?: string;
    errors?: Record<string, string>;
  }[];
  summary: { rows: number; unchanged: number; errors: number } & Record<Write, number>;
}

export interface ImportKind<Write extends string> {
  /** The import's own words: `resources.articles.import`. */
  key: string;
  /** The actions a commit writes, in the summary's order. */
  writes: readonly Write[];
}

type Summary<Write extends string> = ImportResult<Write>['summary'];

const SHARED = 'import';
const COLORS: Record<string, ChipColor> = {
  create: 'success',
  unchanged: 'default',
  error: 'error',
  errors: 'error',
};
/** A summary's or an action's chip colour: new is green, any other write blue. */
export const colorOf = (id: string) => COLORS[id] ?? 'info';

/** The import's own word for `name`, else the shared one. */
export const wordOf =
  (kind: ImportKind<string>, translate: Translate) =>
  (name: string, options: Record<string, unknown> = {}) =>
    translate(`${kind.key}.${name}`, {
      ...options,
      _: translate(`${SHARED}.${name}`, { ...options, _: name }),
    });

export interface SummaryChip {
  id: string;
  /** Word name (for `wordOf`), with `smart_count` = `count`. */
  label: string;
  count: number;
  color: ChipColor;
}

/** The summary's non-zero counts as chips: "12 da creare", "40 invariati", "1 con errori". */
export function summaryChips<Write extends string>(
  kind: ImportKind<Write>,
  summary: Summary<Write>,
): SummaryChip[] {
  const ids = [...kind.writes, 'unchanged', 'errors'] as const;
  return ids
    .map((id) => ({
      id,
      label: `summary.${id}`,
      count: (summary as Record<string, number>)[id] ?? 0,
      color: colorOf(id),
    }))
    .filter((chip) => chip.count > 0);
}

/** How many rows a commit would write. */
export const importCount = <Write extends string>(
  kind: ImportKind<Write>,
  summary: Summary<Write>,
) => kind.writes.reduce((sum, id) => sum + ((summary as Record<string, number>)[id] ?? 0), 0);

/** All or nothing: a commit makes sense only with no errors and something to write. */
export const canCommit = <Write extends string>(kind: ImportKind<Write>, summary: Summary<Write>) =>
  summary.errors === 0 && importCount(kind, summary) > 0;

/**
 * A preview row's errors, one line each: the server keys them by field (`price`) and says
 * where in the file and what is wrong ("colonna D (Prezzo): «abc» non è un numero...").
 */
export const errorLines = (errors: Record<string, string> | undefined) =>
  Object.values(errors ?? {});

const STATUS_WORDS: Record<number, string> = {
  400: 'errors.rows',
  413: 'errors.too_large',
  415: 'errors.unsupported',
};

/**
 * The shared word for a failed upload: 400 with bad rows, or a bare 413/415 that is not the
 * API's (a proxy's); null otherwise. The API's own 413/415 name the limit or the fault ("more
 * than 200 columns"), so its message is kept.
 */
export function importErrorKey(error: unknown): string | null {
  const { status, body } = (error ?? {}) as {
    status?: unknown;
    body?: { errors?: unknown; message?: unknown; notFromApi?: boolean };
  };
  if (typeof status !== 'number') return null;
  if (status === 400) return body?.errors ? `${SHARED}.${STATUS_WORDS[400]}` : null;
  if (body?.message && !body.notFromApi) return null;
  return STATUS_WORDS[status] ? `${SHARED}.${STATUS_WORDS[status]}` : null;
}

/** The message for a failed upload: ours for bad rows and bare 413/415, else the API's. */
export function importErrorMessage(error: unknown, translate: Translate): string {
  const key = importErrorKey(error);
  if (key) return translate(key);
  const message = error instanceof Error ? error.message : '';
  return message ? translate(message, { _: message }) : translate(`${SHARED}.errors.generic`);
}

/** The upload every import makes: form data with the file and the mode. */
export function importCall<Result>(call: ProviderCall, path: string, file: File, mode: ImportMode) {
  const form = new FormData();
  form.append('file', file);
  form.append('mode', mode);
  return call<Result>('create', path, { method: 'POST', body: form });
}
