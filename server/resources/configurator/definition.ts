import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { articleConfigInput, Configuration } from '../../../contract/configurator';
import { missingParts } from '../../../contract/configurator-pricing';
import { articles } from '../articles/table';
import { invalidInput, notFound, staleVersion, type FieldErrors } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { get } from '../articles/service';

type Input = z.output<typeof articleConfigInput>;

/**
 * `POST /articles/{id}/config`: stores the definition on the article (another company's
 * article: 404). The schema has checked it on its own; here it must also fit the article's
 * pricing type (a calculated article needs a formula, a tabular one a table: 400 otherwise).
 * A sent `version` is checked (409 when stale); the article's version is bumped.
 */
export async function saveDefinition(tenant: TenantScope, articleId: number, input: Input) {
  const { version, ...definition } = input;
  const configuration: Configuration = definition;
  await inTransaction(tenant, async (tx) => {
    const [current] = (await tx
      .select(articles, eq(articles.id, articleId))
      .for('update')) as (typeof articles.$inferSelect)[];
    if (!current) throw notFound('not_found.article');
    const missing = missingParts(configuration, current.pricingType);
    if (Object.keys(missing).length) throw invalidInput(missing as FieldErrors);
    const saved = await tx.updateVersioned(articles, articleId, version ?? current.version, {
      configuration,
    });
    if (!saved) throw staleVersion('record.article', current.version, version ?? current.version);
  });
  return get(tenant, articleId);
}
