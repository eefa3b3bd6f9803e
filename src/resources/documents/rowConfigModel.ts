import type { DocumentRow } from '../../../contract/documents';
import { errorsByKey, valueField } from '../../lib/configurator/configValuesModel';

/**
 * Which document rows offer 'Configura': those already configured, and those of an article
 * with a configuration (`configurable`: the ids of such articles).
 */
export const isConfigurable = (row: DocumentRow, configurable: ReadonlySet<number>) =>
  row.config !== null || (row.article_id !== null && configurable.has(row.article_id));

/** The distinct article ids of the rows (what to ask whether they are configurable). */
export const articleIds = (rows: DocumentRow[]) => [
  ...new Set(rows.flatMap((row) => (row.article_id === null ? [] : [row.article_id]))),
];

/**
 * A 400's per-option errors (`rowData.width`) as the configure form's field errors
 * (`values.width`), for react-admin's Form to show on the inputs; undefined when none.
 */
export function submissionErrors(errors?: Record<string, string>) {
  const byKey = Object.entries(errorsByKey(errors));
  if (!byKey.length) return undefined;
  return Object.fromEntries(byKey.map(([key, message]) => [valueField(key), message]));
}
