import type { LabelFormat } from '../../../contract/shipping-lists';
import { DEFAULT_LOCALE, isLocale } from '../../../contract/messages';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import type { PdfLocale } from '../../lib/pdf/words';
import { markPrinted } from './labels';
import { ddtData } from './pdf/ddt-data';
import { renderDdtPdf } from './pdf/ddt-render';
import { labelPages } from './pdf/label-data';
import { renderLabelsPdf } from './pdf/label-render';

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

/**
 * The DDT of list `id` as a PDF, in `locale` (`customer` or left out: the customer's
 * language, Italian when it has none). 404 when the list is not the tenant's. Printing a DDT
 * changes nothing: an open list prints as a draft, without a number.
 */
export async function ddtPdf(tenant: TenantScope, id: number, locale?: PdfLocale | 'customer') {
  const { view, locale: language } = await ddtData(tenant, id, (customerLanguage) =>
    locale && locale !== 'customer'
      ? locale
      : isLocale(customerLanguage)
        ? customerLanguage
        : DEFAULT_LOCALE,
  );
  return {
    pdf: await renderDdtPdf(view, language),
    filename: view.number === null ? `DDT bozza ${id}.pdf` : `DDT ${view.number}-${view.year}.pdf`,
  };
}
