import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConfigData, ConfigValues, rowConfigInput } from '../../../contract/configurator';
import { PricingError, checkValues, unitPrice } from '../../../contract/configurator-pricing';
import { articles } from '../articles/table';
import { documentRows } from '../documents/table';
import {
  HttpError,
  conflict,
  msg,
  notFound,
  staleVersion,
  type FieldErrors,
} from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { moneyOut } from '../../lib/decimals';
import { answer, findRow, lockDocument, recompute } from '../documents/rows';
import { rowNet } from '../documents/totals';
import type { RowRecord } from '../documents/wire';
import { storedConfiguration } from '../articles/configuration';
import { configTexts } from '../../../contract/configurator-summary';

type ArticleRecord = typeof articles.$inferSelect;

/**
 * The row's article and its configuration. A row without an article, or whose article has
 * no configuration, cannot be configured: 409, saying what to do.
 */
async function configurable(tx: TenantScope, row: RowRecord) {
  if (row.articleId === null) {
    throw conflict(msg('configurator.row_without_article'));
  }
  const [article] = (await tx.select(articles, eq(articles.id, row.articleId))) as ArticleRecord[];
  if (!article) throw notFound('not_found.article');
  const configuration = storedConfiguration(article.configuration);
  if (!configuration) {
    throw conflict(msg('configurator.not_configurable', { code: article.code }));
  }
  return { article, configuration };
}

/** A PricingError as an HTTP answer: 400 for the values, 409 for the article's definition. */
function asHttpError(error: unknown): unknown {
  if (!(error instanceof PricingError)) return error;
  if (error.definition) {
    return conflict(msg('configurator.cannot_price', { reason: error.reason }));
  }
  // The field messages are validation keys (contract/configurator-pricing.ts).
  const errors = error.errors as FieldErrors;
  return new HttpError(400, error.reason, Object.keys(errors).length ? errors : undefined);
}

/** The row's stored values (as they were saved; they may no longer fit a changed definition). */
const storedValues = (row: RowRecord): ConfigValues => {
  const config = row.config as Record<string, unknown> | null;
  const values: ConfigValues = {};
  for (const [key, value] of Object.entries(config ?? {})) {
    if (typeof value === 'string' || typeof value === 'boolean') values[key] = value;
  }
  return values;
};

/** `GET /row/{id}/config`: the article's definition with the row's values and unit price. */
export async function getRowConfig(tenant: TenantScope, id: number): Promise<ConfigData> {
  const row = await findRow(tenant, id);
  const { article, configuration } = await configurable(tenant, row);
  return {
    ...configuration,
    row_id: row.id,
    article_id: article.id,
    pricing_type: article.pricingType,
    base_price: moneyOut(article.price),
    values: storedValues(row),
    unit_price: moneyOut(row.unitPrice),
  };
}

/**
 * `PUT /row/{id}/config`: checks the values against the definition (400 per option), prices
 * the row, stores values, unit price and net amount, and recomputes the document's totals,
 * bumping its version, in one transaction. A sent `version` must be the document's (409).
 */
export async function putRowConfig(
  tenant: TenantScope,
  id: number,
  input: z.output<typeof rowConfigInput>,
) {
  const row = await inTransaction(tenant, async (tx) => {
    const doc = await lockDocument(tx, (await findRow(tx, id)).documentId);
    if (input.version !== undefined && input.version !== doc.version) {
      throw staleVersion('record.document', doc.version, input.version);
    }
    const current = await findRow(tx, id);
    const { article, configuration } = await configurable(tx, current);
    let values: ConfigValues;
    let price: string;
    try {
      values = checkValues(configuration, input.rowData);
      price = unitPrice(configuration, article.pricingType, article.price, values);
    } catch (error) {
      throw asHttpError(error);
    }
    const netAmount = rowNet({
      quantity: current.quantity,
      unit_price: price,
      discount: current.discount,
    }).toFixed(2);
    const [updated] = await tx.update(
      documentRows,
      {
        unitPrice: price,
        netAmount,
        config: values,
        configText: configTexts(configuration, values),
      },
      eq(documentRows.id, id),
    );
    await recompute(tx, doc.id);
    return updated as RowRecord;
  });
  return answer(tenant, row);
}
