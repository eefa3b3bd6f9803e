import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, type Identifier } from 'react-admin';
import { formatNumber } from '../../../contract/document-series';
import type { DocumentType, SalesDocument } from '../../../contract/documents';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The cache key of `GET /documents/{id}/issue-number` for draft `id` issued on `date`. */
export const issueNumberKey = (id: Identifier, date: string) =>
  ['documents', 'issueNumber', { id, date }] as const;

/**
 * "13/2026", "3/D/2026": the number the next document of `type` dated `date` will get, for a
 * confirmation to name it. A new order takes the highest number of the year plus one (orders
 * are in the default series); the draft `issuing` asks the server, which knows the series it
 * goes in (the deferred one for a deferred invoice) and that series' counter. Empty while
 * unknown (no valid date yet, still loading).
 */
export function useNextNumber(
  type: DocumentType,
  date: string | null | undefined,
  issuing?: Identifier,
): string {
  const year = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.slice(0, 4) : null;
  const dataProvider = useDataProvider<AppDataProvider>();
  const listed = useGetList<SalesDocument>(
    'documents',
    {
      // Issued (numbered) ones only: drafts have no number and would sort first.
      filter: { type, issued: 'true', date_from: `${year}-01-01`, date_to: `${year}-12-31` },
      sort: { field: 'number', order: 'DESC' },
      pagination: { page: 1, perPage: 1 },
    },
    { enabled: year !== null && issuing === undefined },
  );
  const issued = useQuery({
    queryKey: issueNumberKey(issuing!, date!),
    queryFn: () => dataProvider.issueNumber(issuing!, date!),
    // Read a moment ago when the dialog opened (IssueButton): not asked again for that date.
    // Issuing decides the number anyway; this only names it.
    staleTime: 10_000,
    enabled: year !== null && issuing !== undefined,
  });
  if (!year) return '';
  if (issuing !== undefined) return issued.data ? (formatNumber(issued.data) ?? '') : '';
  if (listed.isPending) return '';
  return `${(listed.data?.[0]?.number ?? 0) + 1}/${year}`;
}
