import type { DocumentType } from '../../../contract/document-types';
import type { ListQuery } from '../../lib/list/openingList';

/** A type's list: newest first, that type only (its screen, and start-up's early request). */
export const documentListQuery = (type: DocumentType): ListQuery => ({
  resource: 'documents',
  storeKey: `documents.${type}`,
  filter: { type },
  sort: { field: 'document_date', order: 'DESC' },
});
