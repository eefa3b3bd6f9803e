import type { DocumentType } from '../../../contract/documents';
import type { ExportColumn } from '../../lib/list/export/exportColumns';
import { statusChoices } from './documentModel';

const column = (source: string, label: string, extra: Partial<ExportColumn> = {}) => ({
  source,
  label: `resources.documents.fields.${label}`,
  ...extra,
});

/** A type's export: the list's columns, its statuses translated, amounts as numbers. */
export const documentExportColumns = (type: DocumentType): ExportColumn[] => [
  column('number', 'number', { numeric: true }),
  column('year', 'year', { numeric: true }),
  column('customer.name', 'customer'),
  column('reference', 'reference'),
  column('net_total', 'net_total', { numeric: true }),
  column('total', 'total', { numeric: true }),
  column('status', 'status', { choices: statusChoices(type) }),
  column('document_date', 'document_date', { date: true }),
  column('shipping_date', 'shipping_date', { date: true }),
];
