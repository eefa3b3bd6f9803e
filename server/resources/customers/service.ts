import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  customerArticleInput,
  customerPriceInput,
  type Customer,
  type CUSTOMER_SORTS,
  type customerInput,
  type customerListQuery,
  type customerUpdate,
} from '../../../contract/customers';
import { splitPaymentAllowed } from '../../../contract/buyer-kinds';
import { selectsOf } from '../../../contract/enums';
import { checkPaymentTerm } from '../payment-terms/check';
import { generalRegInput } from '../../../contract/general-regs';
import { COUNTRIES, PROVINCES, toOptions } from '../../../contract/places';
import { articles } from '../articles/table';
import { customerArticles, customerPrices, customers } from './table';
import { generalRegs } from '../general-regs/table';
import { paymentTerms } from '../payment-terms/table';
import { invalidInput, notFound, staleVersion } from '../../lib/errors';
import { inTransaction, type TenantScope, joinOwned } from '../../lib/tenant';
import { wireFormat } from '../../lib/wire';
import { moneyOut } from '../../lib/decimals';
import { assertCodeUnambiguous, assertPriceUnambiguous } from './ambiguity';
import { fromWire, kindOf, toWire } from './wire';
import { destinationsOf } from './destinations';
import * as generalRegsService from '../general-regs/service';
import {
  cappedTotal,
  countLimit,
  countUpTo,
  indexedSort,
  pageAndTotal,
  type IndexedSort,
} from '../../lib/list-page';
import { likePattern } from '../../lib/search';

type Row = typeof customers.$inferSelect;
type GeneralRow = typeof generalRegs.$inferSelect;

export const selects = () => ({
  languages: selectsOf.languages(),
  provinces: toOptions(PROVINCES),
  countries: toOptions(COUNTRIES),
});

/** Split payment only for a public administration or an Italian business (400 otherwise). */
function checkSplitPayment(split: boolean, general: GeneralRow) {
  if (split && !splitPaymentAllowed(kindOf(general))) {
    throw invalidInput({ split_payment: 'validation.split_payment' });
  }
}

/** A customer's general registry entry. */
const sameEntry = joinOwned(generalRegs, customers, eq(generalRegs.id, customers.generalRegId));

/**
 * Conditions on the general entry as `general_reg_id IN (…)` of the tenant's entries, so each
 * side uses its own index and the count needs no join.
 */
const entriesWhere = (tenant: TenantScope, where: SQL) =>
  inArray(
    customers.generalRegId,
    tenant.db
      .select({ id: generalRegs.id })
      .from(generalRegs)
      .where(tenant.owned(generalRegs, where)),
  );

/**
 * The sorts, each a total order: the column, then the id of its table (a customer has one
 * general entry and an entry at most one customer, so the entry's id breaks ties as well).
 * The customer's own columns page on their indexes alone; the entry's join the entries.
 */
const SORT_COLUMNS = {
  registry_code: [customers.registryCode, customers.id],
  id: [customers.id],
  name: [sql`lower(${generalRegs.name})`, generalRegs.id],
  vat_number: [generalRegs.vatNumber, generalRegs.id],
  city: [generalRegs.city, generalRegs.id],
  credit_limit: [customers.creditLimit, customers.id],
} satisfies Record<(typeof CUSTOMER_SORTS)[number], unknown[]>;
const ENTRY_SORTS = new Set<string>(['name', 'vat_number', 'city']);
/** The customer's own sorts, each with an index `(company_id, key, id)`: anchors for deep pages. */
const INDEXED: Partial<Record<(typeof CUSTOMER_SORTS)[number], IndexedSort['key']>> = {
  id: undefined,
  registry_code: customers.registryCode,
  credit_limit: customers.creditLimit,
};

/** The payment term as the list and the export show it. */
const termSummary = { code: paymentTerms.code, description: paymentTerms.description };

/** Customers joined with their general registry entry and payment term, all of the tenant. */
const joined = (tenant: TenantScope) =>
  tenant.db
    .select({ customer: customers, general: generalRegs, term: termSummary })
    .from(customers)
    .innerJoin(generalRegs, sameEntry)
    .leftJoin(
      paymentTerms,
      joinOwned(paymentTerms, customers, eq(paymentTerms.id, customers.paymentTermId)),
    );

export async function list(tenant: TenantScope, query: z.output<typeof customerListQuery>) {
  const entryFilters = and(
    query.city ? sql`lower(${generalRegs.city}) = lower(${query.city})` : undefined,
    query.province ? eq(generalRegs.province, query.province) : undefined,
  );
  // The search: the customer's own `search_text` (its code and its entry's text, kept by
  // triggers, migration 0019) on its trigram index, as the entries search theirs.
  const filters = and(
    query.q ? sql`${customers.searchText} like ${likePattern(query.q)}` : undefined,
    entryFilters ? entriesWhere(tenant, entryFilters) : undefined,
    query.payment_terms ? eq(customers.paymentTermId, query.payment_terms) : undefined,
    query.language ? eq(customers.language, query.language) : undefined,
  );
  const direction = query.order === 'DESC' ? desc : asc;
  const order = SORT_COLUMNS[query.sort].map((column) => direction(column));
  // The page's ids first (deep pages skip index entries, not rows), then its rows joined.
  const ids = (joinsEntries: boolean, seek?: SQL) => {
    const select = tenant.db.select({ id: customers.id }).from(customers).$dynamic();
    return (joinsEntries ? select.innerJoin(generalRegs, sameEntry) : select).where(
      tenant.owned(customers, and(filters, seek)),
    );
  };
  // The matches counted up to the cap, on the customers alone.
  const count = async () =>
    cappedTotal(await countUpTo(tenant, ids(false), countLimit(query)), query);
  const rowsOf = (seek: SQL | undefined, offset: number) => {
    const page = ids(ENTRY_SORTS.has(query.sort), seek)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(offset)
      .as('page');
    return joined(tenant)
      .innerJoin(page, eq(customers.id, page.id))
      .where(tenant.owned(customers))
      .orderBy(...order);
  };
  const [rows, total] = await pageAndTotal(
    tenant,
    query,
    indexedSort('customers', customers, INDEXED, query.sort),
    'customers',
    filters ? () => count() : undefined,
    rowsOf,
  );
  return {
    items: rows.map((r) => toWire(r.customer, r.general, r.term)),
    ...total,
    selects: selects(),
  };
}

const articleSummary = {
  id: articles.id,
  code: articles.code,
  description: articles.description,
  unit: articles.unit,
};
const sameArticle = (table: typeof customerPrices | typeof customerArticles) =>
  joinOwned(articles, table, eq(articles.id, table.articleId));

export async function get(tenant: TenantScope, id: number): Promise<Customer> {
  const [row] = await joined(tenant).where(tenant.owned(customers, eq(customers.id, id)));
  if (!row) throw notFound('not_found.customer');
  const [prices, codes, destinations] = await tenant.all([
    () =>
      tenant.db
        .select({ price: customerPrices, article: articleSummary })
        .from(customerPrices)
        .innerJoin(articles, sameArticle(customerPrices))
        .where(tenant.owned(customerPrices, eq(customerPrices.customerId, id)))
        .orderBy(articles.code, customerPrices.minQuantity),
    () =>
      tenant.db
        .select({ code: customerArticles, article: articleSummary })
        .from(customerArticles)
        .innerJoin(articles, sameArticle(customerArticles))
        .where(tenant.owned(customerArticles, eq(customerArticles.customerId, id)))
        .orderBy(articles.code),
    () => destinationsOf(tenant, id),
  ]);
  return {
    ...toWire(row.customer, row.general, row.term),
    prices: prices.map(({ price, article }) => priceToWire(price, article)),
    articles: codes.map(({ code, article }) => articleToWire(code, article)),
    destinations,
  };
}

type Summary = { id: number; code: string; description: string; unit: string };
/** A customer's prices and article codes on the wire: their columns and the article. */
const priceWire = wireFormat(customerPrices, customerPriceInput, { out: { price: moneyOut } });
const codeWire = wireFormat(customerArticles, customerArticleInput);
const priceToWire = (row: typeof customerPrices.$inferSelect, article: Summary) => ({
  ...priceWire.toWire(row),
  article,
});
const articleToWire = (row: typeof customerArticles.$inferSelect, article: Summary) => ({
  ...codeWire.toWire(row),
  article,
});

/** Creates the customer on an existing entry (`general.id`) or on a new one, in one transaction. */
export async function create(tenant: TenantScope, input: z.output<typeof customerInput>) {
  const id = await inTransaction(tenant, async (tx) => {
    // A new entry: its fields were validated as a partial entry; complete them (nulls, 'IT').
    await checkPaymentTerm(tx, input.payment_terms, 'payment_terms');
    const { id: existingId, ...fields } = input.general;
    const generalId =
      existingId ?? (await generalRegsService.create(tx, generalRegInput.parse(fields))).id;
    // 404 for an entry that is not there or not ours.
    checkSplitPayment(input.split_payment, await rawEntry(tx, generalId));
    const [row] = await tx.insert(customers, { ...fromWire(input), generalRegId: generalId });
    return (row as Row).id;
  });
  return get(tenant, id);
}

/** Saves the customer and its general registry entry together; a stale `version` is a 409. */
export async function update(
  tenant: TenantScope,
  id: number,
  input: z.output<typeof customerUpdate>,
) {
  await inTransaction(tenant, async (tx) => {
    await checkPaymentTerm(tx, input.payment_terms, 'payment_terms');
    const row = await tx.updateVersioned(customers, id, input.version, fromWire(input));
    if (!row) throw staleVersion('record.customer', (await get(tx, id)).version, input.version);
    if (row.generalRegId !== input.general.id) {
      throw invalidInput({ 'general.id': 'validation.invalid' });
    }
    const { id: generalId, ...general } = input.general;
    const current = await generalRegsService.get(tx, generalId);
    await generalRegsService.update(tx, generalId, { ...general, version: current.version });
    checkSplitPayment(input.split_payment, await rawEntry(tx, generalId));
  });
  return get(tenant, id);
}

/** The stored registry entry `id` of the tenant; 404 when there is none. */
async function rawEntry(tx: TenantScope, id: number): Promise<GeneralRow> {
  const [entry] = (await tx.select(generalRegs, eq(generalRegs.id, id))) as GeneralRow[];
  if (!entry) throw notFound('not_found.general_reg');
  return entry;
}

export async function remove(tenant: TenantScope, id: number) {
  const customer = await get(tenant, id);
  // A customer's documents refuse the delete through their foreign key (23503 -> 409).
  await tenant.delete(customers, eq(customers.id, id));
  return customer;
}

async function ensureCustomer(tenant: TenantScope, customerId: number, bodyCustomerId: number) {
  if (customerId !== bodyCustomerId) {
    throw invalidInput({ customer_id: 'validation.invalid' });
  }
  const [row] = await tenant.select(customers, eq(customers.id, customerId));
  if (!row) throw notFound('not_found.customer');
}

async function articleOf(tenant: TenantScope, articleId: number): Promise<Summary> {
  const [row] = await tenant.select(articles, eq(articles.id, articleId));
  if (!row) throw invalidInput({ article_id: 'validation.choice' });
  const a = row as typeof articles.$inferSelect;
  return { id: a.id, code: a.code, description: a.description, unit: a.unit };
}

type PriceInput = z.output<typeof customerPriceInput>;
// The customer written with a price or a code is the one of the path (checked equal, or in
// the update's condition).
const priceValues = priceWire.fromWire;

export async function addPrice(tenant: TenantScope, customerId: number, input: PriceInput) {
  await ensureCustomer(tenant, customerId, input.customer_id);
  const article = await articleOf(tenant, input.article_id);
  const [row] = await inTransaction(tenant, async (tx) => {
    await assertPriceUnambiguous(tx, input);
    return tx.insert(customerPrices, priceValues(input));
  });
  return priceToWire(row as typeof customerPrices.$inferSelect, article);
}

export async function updatePrice(
  tenant: TenantScope,
  customerId: number,
  priceId: number,
  input: PriceInput,
) {
  await ensureCustomer(tenant, customerId, input.customer_id);
  const article = await articleOf(tenant, input.article_id);
  const [row] = await inTransaction(tenant, async (tx) => {
    await assertPriceUnambiguous(tx, input, priceId);
    return tx.update(
      customerPrices,
      priceValues(input),
      and(eq(customerPrices.id, priceId), eq(customerPrices.customerId, customerId))!,
    );
  });
  if (!row) throw notFound('not_found.price');
  return priceToWire(row as typeof customerPrices.$inferSelect, article);
}

export async function removePrice(tenant: TenantScope, customerId: number, priceId: number) {
  const [row] = await tenant.delete(
    customerPrices,
    and(eq(customerPrices.id, priceId), eq(customerPrices.customerId, customerId))!,
  );
  if (!row) throw notFound('not_found.price');
  const price = row as typeof customerPrices.$inferSelect;
  return priceToWire(price, await articleOf(tenant, price.articleId));
}

type ArticleInput = z.output<typeof customerArticleInput>;

export async function addArticle(tenant: TenantScope, customerId: number, input: ArticleInput) {
  await ensureCustomer(tenant, customerId, input.customer_id);
  const article = await articleOf(tenant, input.article_id);
  const [row] = await inTransaction(tenant, async (tx) => {
    await assertCodeUnambiguous(tx, input);
    return tx.insert(customerArticles, codeWire.fromWire(input));
  });
  return articleToWire(row as typeof customerArticles.$inferSelect, article);
}

export async function updateArticle(tenant: TenantScope, id: number, input: ArticleInput) {
  const article = await articleOf(tenant, input.article_id);
  const [row] = await inTransaction(tenant, async (tx) => {
    await assertCodeUnambiguous(tx, input, id);
    return tx.update(
      customerArticles,
      codeWire.fromWire(input),
      and(eq(customerArticles.id, id), eq(customerArticles.customerId, input.customer_id))!,
    );
  });
  if (!row) throw notFound('not_found.customer_article');
  return articleToWire(row as typeof customerArticles.$inferSelect, article);
}

export async function removeArticle(tenant: TenantScope, id: number) {
  const [row] = await tenant.delete(customerArticles, eq(customerArticles.id, id));
  if (!row) throw notFound('not_found.customer_article');
  const code = row as typeof customerArticles.$inferSelect;
  return articleToWire(code, await articleOf(tenant, code.articleId));
}
