import { useGetList } from 'react-admin';
import type { DocumentType, SalesDocument } from '../../../contract/documents';

/**
 * "13/2026": the number the next document of `type` dated `date` will get (an order when
 * made, an invoice or note when issued; the series is gapless: the highest number of the
 * year, plus one), for a confirmation to name it. Empty
 * while unknown (no valid date yet, still loading).
 */
export function useNextNumber(type: DocumentType, date: string | null | undefined): string {
  const year = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.slice(0, 4) : null;
  const { data, isPending } = useGetList<SalesDocument>(
    'documents',
    {
      // Issued (numbered) ones only: drafts have no number and would sort first.
      filter: { type, issued: 'true', date_from: `${year}-01-01`, date_to: `${year}-12-31` },
      sort: { field: 'number', order: 'DESC' },
      pagination: { page: 1, perPage: 1 },
    },
    { enabled: year !== null },
  );
  if (!year || isPending) return '';
  return `${(data?.[0]?.number ?? 0) + 1}/${year}`;
}
