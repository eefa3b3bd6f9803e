import type { MemberMethods } from '../resources/members/memberMethods';
import type {
  DataProvider,
  GetListParams,
  GetListResult,
  GetOneResult,
  Identifier,
  RaRecord,
} from 'ra-core';
import { areas } from '../areas';
import type { Choice } from '../lib/enumChoices';
import type { AppArea, ResourceApi } from '../lib/resources/defineResource';
import type { DashboardMethods } from '../pages/dashboards/dashboardMethods';
import type { InstalmentMethods } from '../resources/instalments/instalmentMethods';
import type { BankBatchMethods } from '../resources/bank-batches/bankBatchMethods';
import type { SddMandateMethods } from '../resources/customers/sdd-mandates/mandateMethods';
import type { StatementMethods } from '../resources/customers/statement/statementMethods';
import type { ReminderMethods } from '../resources/customers/reminders/reminderMethods';
import type { PaymentMethods } from '../resources/payments/paymentMethods';
import type { ArticleMethods } from '../resources/articles/articleMethods';
import type { CustomerMethods } from '../resources/customers/customerMethods';
import type { DestinationMethods } from '../resources/customers/destinationMethods';
import type { LetterOfIntentMethods } from '../resources/customers/letters-of-intent/letterMethods';
import type { DeferredInvoiceMethods } from '../resources/documents/deferred/deferredInvoiceMethods';
import type { StampDutyMethods } from '../resources/documents/stamp-duty/stampDutyMethods';
import type { DocumentMethods } from '../resources/documents/documentMethods';
import type { RowConfigMethods } from '../resources/documents/rowConfigMethods';
import type { SdiMethods } from '../resources/documents/sdi/sdiMethods';
import type { ShippingMethods } from '../resources/shipping-lists/shippingMethods';
import type { StockMethods } from '../resources/stock-movements/stockMethods';
import { httpClient, type HttpClient } from './httpClient';
import {
  hasFile,
  listQueryString,
  mapHttpError,
  toFormData,
  type DataAction,
  type ProviderCall,
} from './dataProviderModel';

/**
 * react-admin DataProvider over the wire contract (ARCHITECTURE "Wire contract"):
 * `{items, total, selects}` -> `{data, total, meta: {selects}}`, `{item}` -> `{data}`.
 * It knows no resource by name: what departs from `/<name>/<id>` with JSON bodies (a singleton,
 * form-data updates, option lists, named calls) each resource declares in its folder's
 * `index.ts` (`api` of `defineResource`), and the provider reads it from `areas`. The named
 * calls (select-company, price lists, reorder rows, label PDFs, dashboards...) are methods of
 * the one `AppDataProvider`, used through `useDataProvider<AppDataProvider>()`.
 */
export type Selects = Record<string, Choice[]>;

/** How long an early list answer may wait for the screen that asked for it. */
export const EARLY_LIST_TTL_MS = 10_000;

/** The provider's own calls beside react-admin's, about no resource in particular. */
export interface ProviderOwnMethods {
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
  /**
   * The option lists (VAT rates, units, statuses...) of the forms of a resource that declares
   * `api.selects`.
   */
  getSelects(resource: string, signal?: AbortSignal): Promise<Selects>;
}

/** The named calls the resources declare (`api.methods` in their folders' `index.ts`). */
export type ResourceMethods = ArticleMethods &
  CustomerMethods &
  DestinationMethods &
  LetterOfIntentMethods &
  DocumentMethods &
  RowConfigMethods &
  SdiMethods &
  DeferredInvoiceMethods &
  StampDutyMethods &
  ShippingMethods &
  StockMethods &
  DashboardMethods &
  InstalmentMethods &
  PaymentMethods &
  BankBatchMethods &
  SddMandateMethods &
  StatementMethods &
  ReminderMethods &
  MemberMethods;

export type AppDataProvider = DataProvider & ProviderOwnMethods & ResourceMethods;

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

/**
 * The provider over `client`, for the resources `declared` declares (the app's areas unless a
 * test gives others).
 */
export function createDataProvider(
  client: HttpClient = httpClient,
  declared: AppArea[] = areas,
): AppDataProvider {
  const apis: Record<string, ResourceApi | undefined> = Object.assign(
    {},
    ...declared.map((area) => area.api),
  );
  const recordPath = (resource: string, id: Identifier) =>
    apis[resource]?.singleton ? `/${resource}` : `/${resource}/${id}`;

  /** Runs a call and turns its failure into a readable error for `action`. */
  const call: ProviderCall = async <T>(
    action: DataAction,
    path: string,
    options?: Parameters<HttpClient>[1],
  ) => {
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
    const withFile = apis[resource]?.formDataUpdate === true && hasFile(fields);
    const body = await call<ItemBody<RaRecord>>('update', recordPath(resource, id), {
      method: withFile ? 'POST' : 'PUT',
      body: withFile ? toFormData(fields, 'PUT') : fields,
    });
    return body.item;
  };

  const remove = async (resource: string, id: Identifier) =>
    (await call<ItemBody<RaRecord>>('delete', `/${resource}/${id}`, { method: 'DELETE' })).item;

  // The resources' named calls, each built on `call`: together, the rest of `AppDataProvider`
  // (tests/unit/dataProvider.test.ts checks that the declarations give every one of them).
  const named = Object.assign(
    {},
    ...Object.values(apis).map((api) => api?.methods?.(call)),
  ) as ResourceMethods;

  // react-admin's methods are generic in the record type; the wire answers are
  // trusted to match it (the API validates its responses against contract/).
  return {
    ...named,
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
      if (!apis[resource]?.selects) throw new Error(`${resource} declares no option lists`);
      const body = await call<{ selects?: Selects }>('read', `/selects/${resource}`, { signal });
      return body.selects ?? {};
    },
  };
}

export const dataProvider = createDataProvider();
