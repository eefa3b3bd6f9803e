import type { DocumentType } from '../../../contract/documents';
import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';
import { statusChoices, typeKey } from './documentModel';
import { hasSdi, sdiChoices } from './sdi/sdiModel';

const column = columnMaker('resources.documents.fields');

/** A type's export: the list's columns, its statuses translated, amounts as numbers. */
export const documentExport = (type: DocumentType): ResourceExport => ({
  fileName: `resources.documents.types.${typeKey(type)}`,
  columns: [
    column('number', { numeric: true }),
    // The numbering series ('' the default): "3/D/2026" is number 3, series D, year 2026.
    column('series'),
    column('year', { numeric: true }),
    column('customer.name', {}, 'customer'),
    column('reference'),
    column('net_total', { numeric: true }),
    column('total', { numeric: true }),
    column('status', { choices: statusChoices(type) }),
    ...(hasSdi(type)
      ? [{ source: 'sdi_status', label: 'resources.documents.sdi.status', choices: sdiChoices() }]
      : []),
    column('document_date', { date: true }),
    type === 'quote'
      ? column('valid_until', { date: true })
      : column('shipping_date', { date: true }),
  ],
});
