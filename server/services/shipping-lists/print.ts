import type { LabelFormat } from '../../../contract/shipping-lists';
import { inTransaction, type TenantScope } from '../../tenant';
import { markPrinted } from './labels';
import { labelPages } from './pdf/label-data';
import { renderLabelsPdf } from './pdf/render';

/**
 * The PDF of labels `ids` (one page per parcel) in `format`. Fetching it is printing: the
 * labels "to print" become "printed" in the same transaction that reads them (404 when one
 * is not the tenant's, 409 when one is voided, and then nothing changes).
 */
export async function labelsPdf(tenant: TenantScope, ids: number[], format: LabelFormat) {
  const pages = await inTransaction(tenant, async (tx) => {
    await markPrinted(tx, ids);
    return labelPages(tx, ids);
  });
  const unique = [...new Set(ids)];
  return {
    pdf: await renderLabelsPdf(pages, format),
    filename:
      unique.length === 1 ? `Etichetta ${unique[0]}.pdf` : `Etichette (${unique.length}).pdf`,
    parcels: pages.length,
  };
}
