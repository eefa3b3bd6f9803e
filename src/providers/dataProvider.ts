import type {
  DataProvider,
  GetListParams,
  GetListResult,
  GetOneResult,
  Identifier,
  RaRecord,
} from 'ra-core';
import { httpClient, type HttpClient } from './httpClient';
import type { z } from 'zod';
import type {
  articleImportResponse,
  articlePriceInput,
  articlePriceSchema,
} from '../../contract/articles';
import type {
  customerArticleInput,
  customerArticleSchema,
  customerPriceInput,
  customerPriceSchema,
} from '../../contract/customers';
import {
  hasFile,
  listQueryString,
  mapHttpError,
  toFormData,
  type DataAction,
} from './dataProviderModel';
import { configuratorMethods, type ConfiguratorMethods } from './configuratorMethods';
import { dashboardMethods, type DashboardMethods } from './dashboardMethods';
import { deferredInvoiceMethods, type DeferredInvoiceMethods } from './deferredInvoiceMethods';
import { destinationMethods, type DestinationMethods } from './destinationMethods';
import { documentMethods, type DocumentMethods } from './documentMethods';
import { sdiMethods, type SdiMethods } from './sdiMethods';
import { shippingMethods, type ShippingMethods } from './shippingMethods';
import type { Choice } from '../lib/enumChoices';

/**
 * react-admin DataProvider over the wire contract (ARCHITECTURE "Wire contract"):
 * `{items, total, selects}` -> `{data, total, meta: {selects}}`, `{item}` -> `{data}`.
 * Named extra calls (select-company, reorder rows, label PDFs, dashboards...) are
 * methods of the one `AppDataProvider`, used through `useDataProvider<AppDataProvider>()`.
 */
export type CustomerPrice = z.infer<typeof customerPriceSchema>;
export type CustomerArticle = z.infer<typeof customerArticleSchema>;
export type ArticlePrice = z.infer<typeof articlePriceSchema>;
/** Row payloads as the forms hold them; the customer id comes from the call. */
export type CustomerPriceData = Omit<z.output<typeof customerPriceInput>, 'customer_id'>;
export type CustomerArticleData = Omit<z.output<typeof customerArticleInput>, 'customer_id'>;
export type ArticlePriceData = z.output<typeof articlePriceInput>;
export type ArticleImportResult = z.infer<typeof articleImportResponse>;
export type ArticleImportMode = 'preview' | 'commit';
export type Selects = Record<string, Choice[]>;
/** The resources whose forms take their option lists from the API. */
export type SelectsResource = 'articles' | 'customers';

/**
 * Where each resource's `selects` come from: the same for every record, sent once with
 * Cache-Control and an ETag (the browser's cache answers, or a 304), not with each record.
 */
const SELECTS_PATHS: Record<SelectsResource, string> = {
  articles: '/selects/articles',
  customers: '/selects/customers',
};
/** Resources of one record per company, read and saved at `/<name>` with no id. */
const SINGLETONS = new Set(['company-profile']);
const recordPath = (resource: string, id: Identifier) =>
  SINGLETONS.has(resource) ? `/${resource}` : `/${resource}/${id}`;
/** Resources whose update may carry files: sent as form data, POST with `_method=PUT`. */
const FORM_DATA_UPDATES = new Set(['articles']);
/** How long an early list answer may wait for the screen that asked for it. */
export const EARLY_LIST_TTL_MS = 10_000;

export interface AppDataProvider
  extends
    DataProvider,
    DocumentMethods,
    DeferredInvoiceMethods,
    SdiMethods,
    ConfiguratorMethods,
    ShippingMethods,
    DashboardMethods,
    DestinationMethods {
  selectCompany(companyId: number): Promise<{ company_id: number }>;
  /**
   * Makes a list request now, for the list screen about to open (src/startup.ts), and returns its
   * answer: that screen's first `getList` with the same params, within `EARLY_LIST_TTL_MS`, takes
   * the answer too instead of asking again.
   */
  requestListEarly(resource: string, params: GetListParams): Promise<GetListResult>;
  /**
   * Drops that answer: start-up, which put the rows in the query cache itself, calls it so that
   * a later visit to the list asks the API rather than take rows fetched at start-up.
   */
  forgetEarlyList(): void;
  /** The option lists (VAT rates, units, statuses...) of a resource's forms. */
  getSelects(resource: SelectsResource, signal?: AbortSignal): Promise<Selects>;
  /** A customer's price list (form data; an update is a POST with `_method=PUT`). */
  createCustomerPrice(customerId: Identifier, data: CustomerPriceData): Promise<CustomerPrice>;
  updateCustomerPrice(
    customerId: Identifier,
    priceId: Identifier,
    data: CustomerPriceData,
  ): Promise<CustomerPrice>;
  deleteCustomerPrice(customerId: Identifier, priceId: Identifier): Promise<CustomerPrice>;
  /** A customer's own codes and descriptions for articles (form data, as above). */
  createCustomerArticle(
    customerId: Identifier,
    data: CustomerArticleData,
  ): Promise<CustomerArticle>;
  updateCustomerArticle(
    customerId: Identifier,
    id: Identifier,
    data: CustomerArticleData,
  ): Promise<CustomerArticle>;
  deleteCustomerArticle(id: Identifier): Promise<CustomerArticle>;
  /** An article's named price lists (form data, as above). */
  createArticlePrice(articleId: Identifier, data: ArticlePriceData): Promise<ArticlePrice>;
  updateArticlePrice(
    articleId: Identifier,
    priceId: Identifier,
    data: ArticlePriceData,
  ): Promise<ArticlePrice>;
  deleteArticlePrice(articleId: Identifier, priceId: Identifier): Promise<ArticlePrice>;
  /** Article import from a .csv/.xlsx (form data): `preview` only checks, `commit` writes. */
  importArticles(file: File, mode: ArticleImportMode): Promise<ArticleImportResult>;
}

interface ListBody<T> {
  items: T[];
  total: number;
  /** The lists that cap their count (registry, documents): more matches than `total`. */
  total_capped?: boolean;
  selects?: Record<string, unknown>;
}

interface ItemBody<T> {
  item: T;
  document?: T;
  selects?: Record<string, unknown>;
}

export function createDataProvider(client: HttpClient = httpClient): AppDataProvider {
  /** Runs a call and turns its failure into a readable error for `action`. */
  const call = async <T>(action: DataAction, path: string, options?: Parameters<HttpClient>[1]) => {
    try {
      return (await client<T>(path, options)).body;
    } catch (error) {
      throw mapHttpError(error, action);
    }
  };

  const getOne = async (resource: string, id: Identifier, signal?: AbortSignal) => {
    const body = await call<ItemBody<RaRecord>>('read', recordPath(resource, id), { signal });
    // Documents answer `{document, selects}` (the spec's shape), the others `{item, selects}`.
    return { data: body.item ?? body.document, meta: { selects: body.selects } };
  };

  /** The request `requestListEarly` made, until a `getList` takes it or it is too old. */
  let early: { path: string; body: Promise<ListBody<RaRecord>>; until: number } | undefined;
  const listPath = (resource: string, params: Partial<GetListParams>) =>
    `/${resource}?${listQueryString(params)}`;
  /** The early answer for `path`, once: any later call asks the API. */
  const takeEarly = (path: string) => {
    const body = early?.path === path && early.until > Date.now() ? early.body : undefined;
    if (body) early = undefined;
    return body;
  };

  // `pageInfo` too, though we have none: the shape react-admin's `useGetList` caches, so that a
  // refetch of a list seeded at start-up (src/startup.ts) finds equal data and renders nothing.
  const listResult = (body: ListBody<RaRecord>): GetListResult => ({
    data: body.items,
    total: body.total,
    pageInfo: undefined,
    meta: { selects: body.selects, totalCapped: body.total_capped === true },
  });

  const getList = async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
    const path = listPath(resource, params);
    return listResult(
      await (takeEarly(path) ?? call<ListBody<RaRecord>>('read', path, { signal: params.signal })),
    );
  };

  /** JSON `PUT`, or form data posted with `_method=PUT` when a picked file is in the record. */
  const update = async (resource: string, id: Identifier, data: object, version?: unknown) => {
    const fields = { ...data, version };
    const withFile = FORM_DATA_UPDATES.has(resource) && hasFile(fields);
    const body = await call<ItemBody<RaRecord>>('update', recordPath(resource, id), {
      method: withFile ? 'POST' : 'PUT',
      body: withFile ? toFormData(fields, 'PUT') : fields,
    });
    return body.item;
  };

  const remove = async (resource: string, id: Identifier) =>
    (await call<ItemBody<RaRecord>>('delete', `/${resource}/${id}`, { method: 'DELETE' })).item;

  /** A form-data call answering `{item}`: POST (with `_method=PUT` for updates) or DELETE. */
  const formCall = async <T>(action: DataAction, path: string, fields?: object) => {
    const options =
      action === 'delete'
        ? { method: 'DELETE' }
        : {
            method: 'POST',
            body: toFormData(fields ?? {}, action === 'update' ? 'PUT' : undefined),
          };
    return (await call<ItemBody<T>>(action, path, options)).item;
  };
  const customerPrices = (customerId: Identifier) => `/customers/${customerId}/price-list`;
  const articlePrices = (articleId: Identifier) => `/articles/${articleId}/price-list`;

  // react-admin's methods are generic in the record type; the wire answers are
  // trusted to match it (the API validates its responses against contract/).
  return {
    supportAbortSignal: true,
    getList: (resource, params) => getList(resource, params) as Promise<GetListResult<never>>,
    getOne: (resource, params) =>
      getOne(resource, params.id, params.signal) as Promise<GetOneResult<never>>,
    async getMany(resource, params) {
      const records = await Promise.all(
        params.ids.map((id) => getOne(resource, id, params.signal)),
      );
      return { data: records.map((record) => record.data as never) };
    },
    getManyReference: (resource, { target, id, filter, ...params }) =>
      getList(resource, { ...params, filter: { ...filter, [target]: id } }) as Promise<
        GetListResult<never>
      >,
    async create(resource, params) {
      const body = await call<ItemBody<never>>('create', `/${resource}`, {
        method: 'POST',
        body: params.data,
      });
      return { data: body.item };
    },
    async update(resource, params) {
      const version = params.data.version ?? params.previousData?.version;
      return { data: (await update(resource, params.id, params.data, version)) as never };
    },
    // No bulk endpoint: each record is re-read for its current version, then saved.
    async updateMany(resource, params) {
      const saved = await Promise.all(
        params.ids.map(async (id) => {
          const { data } = await getOne(resource, id);
          return update(resource, id, { ...data, ...params.data }, data.version);
        }),
      );
      return { data: saved.map((record) => record.id) };
    },
    delete: async (resource, params) => ({ data: (await remove(resource, params.id)) as never }),
    async deleteMany(resource, params) {
      const removed = await Promise.all(params.ids.map((id) => remove(resource, id)));
      return { data: removed.map((record) => record.id) };
    },
    requestListEarly(resource, params) {
      const path = listPath(resource, params);
      const body = call<ListBody<RaRecord>>('read', path);
      body.catch(() => {}); // the screen's getList takes the failure, or asks again
      early = { path, body, until: Date.now() + EARLY_LIST_TTL_MS };
      return body.then(listResult);
    },
    forgetEarlyList() {
      early = undefined;
    },
    selectCompany: (companyId) =>
      call<{ company_id: number }>('create', '/user/select-company', {
        method: 'POST',
        body: { company_id: companyId },
      }),
    async getSelects(resource, signal) {
      const body = await call<{ selects?: Selects }>('read', SELECTS_PATHS[resource], { signal });
      return body.selects ?? {};
    },
    createCustomerPrice: (customerId, data) =>
      formCall('create', customerPrices(customerId), { ...data, customer_id: customerId }),
    updateCustomerPrice: (customerId, priceId, data) =>
      formCall('update', `${customerPrices(customerId)}/${priceId}`, {
        ...data,
        customer_id: customerId,
      }),
    deleteCustomerPrice: (customerId, priceId) =>
      formCall('delete', `${customerPrices(customerId)}/${priceId}`),
    createCustomerArticle: (customerId, data) =>
      formCall('create', `/customers/${customerId}/articles`, { ...data, customer_id: customerId }),
    updateCustomerArticle: (customerId, id, data) =>
      formCall('update', `/customers/articles/${id}`, { ...data, customer_id: customerId }),
    deleteCustomerArticle: (id) => formCall('delete', `/customers/articles/${id}`),
    createArticlePrice: (articleId, data) => formCall('create', articlePrices(articleId), data),
    updateArticlePrice: (articleId, priceId, data) =>
      formCall('update', `${articlePrices(articleId)}/${priceId}`, data),
    deleteArticlePrice: (articleId, priceId) =>
      formCall('delete', `${articlePrices(articleId)}/${priceId}`),
    ...documentMethods(call),
    ...sdiMethods(call),
    ...deferredInvoiceMethods(call),
    ...configuratorMethods(call),
    ...shippingMethods(call),
    ...dashboardMethods(call),
    ...destinationMethods(call),
    importArticles(file, mode) {
      const form = new FormData();
      form.append('file', file);
      form.append('mode', mode);
      return call<ArticleImportResult>('create', '/articles/import', {
        method: 'POST',
        body: form,
      });
    },
  };
}

export const dataProvider = createDataProvider();
