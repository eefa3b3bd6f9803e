import Decimal from 'decimal.js';
import { and, asc, between, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FISCAL_TYPES, type DocumentType } from '../../../contract/documents';
import {
  quarterDays,
  stampDutyPayment,
  type StampDutyList,
  type stampDutyQuery,
} from '../../../contract/stamp-duty';
import { STAMP_DUTY, VAT_NATURE_CATALOGUE } from '../../../contract/vat-natures';
import { moneyOut } from '../../lib/decimals';
import { joinOwned, type TenantScope } from '../../lib/tenant';
import { documentRows, documents } from '../documents/table';

/** The natura codes whose amounts count towards the duty's 77.47 € (`stampDuty`). */
const DUTY_NATURES = Object.entries(VAT_NATURE_CATALOGUE)
  .filter(([, info]) => info.stampDuty)
  .map(([code]) => code);

/**
 * `GET /documents/stamp-duty`: the tenant's issued invoices and notes dated in the quarter
 * whose amounts outside VAT (0 % rows of a natura that counts) exceed 77.47 €: the documents
 * whose XML carries DatiBollo (`stampDutyApplies`, the same rule on the same rows), by date,
 * type and number, each owing 2.00 €, with the F24 code and deadline.
 */
export async function stampDutyList(
  tenant: TenantScope,
  query: z.output<typeof stampDutyQuery>,
): Promise<StampDutyList> {
  const { from, to } = quarterDays(query.year, query.quarter);
  const exempt = sql<string>`sum(${documentRows.netAmount})`;
  const rows = await tenant.db
    .select({
      id: documents.id,
      type: documents.type,
      number: documents.number,
      series: documents.series,
      year: documents.year,
      documentDate: documents.documentDate,
      customerId: documents.customerId,
      customerName: documents.customerName,
      exempt,
    })
    .from(documents)
    .innerJoin(
      documentRows,
      joinOwned(documentRows, documents, eq(documentRows.documentId, documents.id)),
    )
    .where(
      tenant.owned(
        documents,
        and(
          inArray(documents.type, [...FISCAL_TYPES]),
          isNotNull(documents.issuedAt),
          between(documents.documentDate, from, to),
          eq(documentRows.vatRate, '0'),
          inArray(documentRows.vatNature, DUTY_NATURES),
        ),
      ),
    )
    .groupBy(documents.id, documents.companyId)
    .having(gt(exempt, STAMP_DUTY.threshold))
    .orderBy(
      asc(documents.documentDate),
      asc(documents.type),
      asc(documents.series),
      asc(documents.number),
    );
  const items = rows.map((row) => ({
    id: row.id,
    type: row.type as DocumentType,
    number: row.number!,
    year: row.year,
    series: row.series,
    document_date: row.documentDate,
    customer: { id: row.customerId, name: row.customerName },
    exempt_amount: moneyOut(row.exempt),
    duty: STAMP_DUTY.amount,
  }));
  return {
    year: query.year,
    quarter: query.quarter,
    from,
    to,
    items,
    count: items.length,
    total: new Decimal(STAMP_DUTY.amount).times(items.length).toFixed(2),
    ...stampDutyPayment(query.year, query.quarter as 1 | 2 | 3 | 4),
  };
}
