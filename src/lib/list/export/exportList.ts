import type { DataProvider, FilterPayload, SortPayload } from 'react-admin';
import { utcDate } from '../../dates';
import { csvFormat } from './csvFormat';
import { downloadBlob } from './download';
import { exportFileName, fileSlug, toRows, type ExportColumn } from './exportColumns';
import { fetchAllRecords, listQueryFilter } from './fetchAllRecords';
import { toCsv } from './toCsv';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportRequest {
  format: ExportFormat;
  /** The resource's declared export (its columns and file name). */
  declared: () => Promise<{ columns: ExportColumn[]; fileName: string }>;
  dataProvider: DataProvider;
  resource: string;
  /** The list's permanent filter and the user's filters, and its sort. */
  filter: FilterPayload | undefined;
  filterValues: FilterPayload | undefined;
  sort: SortPayload;
  locale: string;
  translate: (key: string, options?: { smart_count?: number }) => string;
}

/**
 * Downloads the whole list (every page) as CSV or Excel, and says how many records it held.
 * The CSV is in the format of the UI language (`csvFormat`: separator, decimal mark, dates),
 * Excel gets number and date cells; the file is named in the UI language
 * (`fatture-2026-11-24.csv`). ExportMenuButton loads this module on the first export.
 */
export async function exportList(request: ExportRequest): Promise<number> {
  const { format, dataProvider, resource, sort, locale, translate } = request;
  const [{ columns, fileName }, records] = await Promise.all([
    request.declared(),
    fetchAllRecords(
      dataProvider,
      resource,
      listQueryFilter(request.filterValues, request.filter),
      sort,
    ),
  ]);
  const headers = columns.map((column) => translate(column.label));
  const csv = csvFormat(locale);
  const rows = toRows(
    records,
    columns,
    (key) => translate(key),
    format === 'csv' ? csv.date : utcDate,
  );
  const blob =
    format === 'csv'
      ? new Blob(['\uFEFF', toCsv(headers, rows, csv)], { type: 'text/csv;charset=utf-8' })
      : await (
          await import('./writeXlsx')
        ).writeXlsx(translate(`resources.${resource}.name`, { smart_count: 2 }), headers, rows);
  downloadBlob(blob, exportFileName(fileSlug(translate(fileName, { smart_count: 2 })), format));
  return records.length;
}
