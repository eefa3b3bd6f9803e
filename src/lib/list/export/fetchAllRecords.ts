import type { DataProvider, FilterPayload, RaRecord, SortPayload } from 'react-admin';
import { MAX_PER_PAGE } from '../../../../contract/common';

/**
 * The filter the list's own query sends: what the user chose (`filterValues`) and the list's
 * permanent `filter` prop (a document list's `type`), which wins, as in react-admin's
 * `useListController`. `filterValues` alone would export every document type.
 */
export const listQueryFilter = (
  filterValues: FilterPayload | undefined,
  permanent: FilterPayload | undefined,
): FilterPayload => ({ ...filterValues, ...permanent });

/**
 * Every record of the current filtered and sorted list, page after page, until the list's
 * total (or, without one, its last page): a server that sends fewer rows a page than asked
 * still gets every page asked for.
 */
export async function fetchAllRecords(
  dataProvider: DataProvider,
  resource: string,
  filter: FilterPayload,
  sort: SortPayload,
): Promise<RaRecord[]> {
  const records: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total, pageInfo } = await dataProvider.getList(resource, {
      pagination: { page, perPage: MAX_PER_PAGE },
      sort,
      filter,
    });
    records.push(...data);
    if (!data.length) return records;
    if (
      total !== undefined
        ? records.length >= total
        : !(pageInfo?.hasNextPage ?? data.length >= MAX_PER_PAGE)
    )
      return records;
  }
}
