// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AppArea } from '../../src/lib/resources/defineResource';
import { createDataProvider, type ResourceMethods } from '../../src/providers/dataProvider';
import { listQueryString } from '../../src/providers/dataProviderModel';
import { SELECTS, makeGeneralReg } from '../component/fixtures';
import { api, server } from '../component/msw';

const dataProvider = createDataProvider();

describe('list query string', () => {
  it('maps pagination, sort and non-empty filters to the wire names', () => {
    const query = listQueryString({
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'city', order: 'DESC' },
      filter: { q: 'rossi', province: 'MI', city: '', country: undefined, ids: [1, 2] },
    });
    expect(query).toBe('page=2&perPage=25&sort=city&order=DESC&q=rossi&province=MI&ids=1%2C2');
  });
});

describe('dataProvider over the wire contract', () => {
  it('getList: {items, total, total_capped, selects} -> {data, total, meta}', async () => {
    let url = '';
    server.use(
      http.get(api('/general-regs'), ({ request }) => {
        url = request.url;
        return HttpResponse.json({
          items: [makeGeneralReg()],
          total: 31,
          total_capped: true,
          selects: SELECTS,
        });
      }),
    );
    const result = await dataProvider.getList('general-regs', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'acc' },
    });
    expect(new URL(url).search).toBe('?page=1&perPage=25&sort=name&order=ASC&q=acc');
    expect(result).toEqual({
      data: [makeGeneralReg()],
      total: 31,
      meta: { selects: SELECTS, totalCapped: true },
    });
  });

  it('getOne and getMany: {item} -> {data}', async () => {
    server.use(
      http.get(api('/general-regs/:id'), ({ params }) =>
        HttpResponse.json({ item: makeGeneralReg({ id: Number(params.id) }), selects: SELECTS }),
      ),
    );
    expect((await dataProvider.getOne('general-regs', { id: 3 })).data.id).toBe(3);
    const many = await dataProvider.getMany('general-regs', { ids: [4, 5] });
    expect(many.data.map((record: { id: number }) => record.id)).toEqual([4, 5]);
  });

  it('create posts the data and answers the created item', async () => {
    let sent: unknown;
    server.use(
      http.post(api('/general-regs'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { item: makeGeneralReg({ id: 9, name: 'Nuova' }) },
          { status: 201 },
        );
      }),
    );
    const result = await dataProvider.create('general-regs', { data: { name: 'Nuova' } });
    expect(sent).toEqual({ name: 'Nuova' });
    expect(result.data).toMatchObject({ id: 9, name: 'Nuova' });
  });

  it('update PUTs the record with the version that was read', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.put(api('/general-regs/1'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ item: makeGeneralReg({ version: 4 }) });
      }),
    );
    const previousData = makeGeneralReg({ version: 3 });
    const { version: _version, ...changed } = { ...previousData, city: 'Milano' };
    const result = await dataProvider.update('general-regs', {
      id: 1,
      data: changed,
      previousData,
    });
    expect(sent).toMatchObject({ city: 'Milano', version: 3 });
    expect(result.data.version).toBe(4);
  });

  it("keeps the API's own 409/413/415/429 messages: they arrive in the user's language", async () => {
    // A duplicate code on update is a 409 too: a generic "changed by someone else" would lie.
    const answers = [
      [409, 'Codice già in uso'],
      [413, 'Il file è troppo grande'],
      [415, 'Questo tipo di contenuto non è supportato'],
      [429, 'Troppe richieste: riprova tra 30 secondi'],
    ] as const;
    for (const [status, message] of answers) {
      server.use(
        http.put(api('/general-regs/1'), () =>
          HttpResponse.json({ message, errors: { name: message } }, { status }),
        ),
      );
      await expect(
        dataProvider.update('general-regs', {
          id: 1,
          data: { name: 'X', version: 1 },
          previousData: makeGeneralReg(),
        }),
      ).rejects.toMatchObject({ status, message, body: { errors: { name: message } } });
    }
  });

  it("an answer that is not the API's (a bare 409, a proxy's 413) gets a readable message", async () => {
    server.use(
      http.put(api('/general-regs/1'), () => new HttpResponse('Conflict', { status: 409 })),
    );
    await expect(
      dataProvider.update('general-regs', {
        id: 1,
        data: { name: 'X', version: 1 },
        previousData: makeGeneralReg(),
      }),
    ).rejects.toMatchObject({ status: 409, message: 'The record was changed by another user' });
    for (const status of [413, 415, 429]) {
      server.use(
        http.get(api('/general-regs/1'), () => new HttpResponse('<html>x</html>', { status })),
      );
      const error = await dataProvider.getOne('general-regs', { id: 1 }).catch((e: Error) => e);
      expect(error).toMatchObject({ status });
      expect((error as Error).message).not.toMatch(/html|^HTTP/);
    }
  });

  it('delete and deleteMany answer the removed records', async () => {
    server.use(
      http.delete(api('/general-regs/:id'), ({ params }) =>
        HttpResponse.json({ item: makeGeneralReg({ id: Number(params.id) }) }),
      ),
    );
    expect((await dataProvider.delete('general-regs', { id: 2 })).data.id).toBe(2);
    expect((await dataProvider.deleteMany('general-regs', { ids: [2, 3] })).data).toEqual([2, 3]);
  });

  it('selectCompany posts company_id', async () => {
    let sent: unknown;
    server.use(
      http.post(api('/user/select-company'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ company_id: 2 });
      }),
    );
    expect(await dataProvider.selectCompany(2)).toEqual({ company_id: 2 });
    expect(sent).toEqual({ company_id: 2 });
  });
});

/** Every named call screens make; TypeScript fails here when `ResourceMethods` gains one. */
const NAMED_CALLS: Record<keyof ResourceMethods, true> = {
  reverseStockMovement: true,
  stockValuation: true,
  importStock: true,
  bankBatchFile: true,
  creditBankBatch: true,
  reportUnpaid: true,
  getSddMandates: true,
  createSddMandate: true,
  updateSddMandate: true,
  deleteSddMandate: true,
  revokeSddMandate: true,
  getStatement: true,
  statementPdf: true,
  getReminders: true,
  previewReminder: true,
  createReminder: true,
  reminderPdf: true,
  createArticlePrice: true,
  updateArticlePrice: true,
  deleteArticlePrice: true,
  importArticles: true,
  saveArticleConfig: true,
  createCustomerPrice: true,
  updateCustomerPrice: true,
  deleteCustomerPrice: true,
  nextCustomerCode: true,
  createCustomerArticle: true,
  updateCustomerArticle: true,
  deleteCustomerArticle: true,
  getDestinations: true,
  createDestination: true,
  updateDestination: true,
  deleteDestination: true,
  instalmentSummary: true,
  writeOffInstalment: true,
  reversePayment: true,
  allocatePayment: true,
  getLettersOfIntent: true,
  createLetterOfIntent: true,
  updateLetterOfIntent: true,
  deleteLetterOfIntent: true,
  reorderRows: true,
  setRowsStatus: true,
  documentPrice: true,
  convertDocument: true,
  issueDocument: true,
  issueNumber: true,
  duplicateDocument: true,
  documentPdf: true,
  addDocumentRow: true,
  updateDocumentRow: true,
  deleteDocumentRow: true,
  getRowConfig: true,
  saveRowConfig: true,
  sdiExport: true,
  documentXml: true,
  uploadSdiReceipts: true,
  sdiResend: true,
  sdiHistory: true,
  stampDuty: true,
  stampDutyPdf: true,
  deferredPreview: true,
  createDeferredInvoices: true,
  invoiceDdts: true,
  shippingCandidates: true,
  addShippingItem: true,
  updateShippingItem: true,
  deleteShippingItem: true,
  createItemLabel: true,
  confirmShippingList: true,
  setLabelsStatus: true,
  labelsPdf: true,
  shippingListPdf: true,
  salesDashboard: true,
  ordersDashboard: true,
  addMember: true,
  changePassword: true,
};

describe("the resources' declarations (api of defineResource) drive the provider", () => {
  it.each(Object.keys(NAMED_CALLS))('%s comes from a declaration', (name) => {
    expect(typeof (dataProvider as unknown as Record<string, unknown>)[name]).toBe('function');
  });

  /** A provider for one made-up resource `things`, declared with `api`. */
  const declaring = (api: NonNullable<AppArea['api']>[string]) =>
    createDataProvider(undefined, [{ routes: [], menu: [], api: { things: api } }]);

  it('reads and saves a singleton at /<name>, with no id', async () => {
    const seen: string[] = [];
    server.use(
      http.all(api('/things*'), ({ request }) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json({ item: { id: 1, version: 2 } });
      }),
    );
    const singleton = declaring({ singleton: true });
    await singleton.getOne('things', { id: 1 });
    await singleton.update('things', { id: 1, data: { version: 2 }, previousData: { id: 1 } });
    await declaring({}).getOne('things', { id: 1 });
    expect(seen).toEqual(['GET /api/things', 'PUT /api/things', 'GET /api/things/1']);
  });

  it('sends an update with a file as form data only when declared', async () => {
    const types: (string | null)[] = [];
    server.use(
      http.all(api('/things/1'), ({ request }) => {
        types.push(`${request.method} ${request.headers.get('Content-Type')?.split(';')[0]}`);
        return HttpResponse.json({ item: { id: 1 } });
      }),
    );
    const data = { id: 1, image: new File(['x'], 'x.png', { type: 'image/png' }) };
    await declaring({ formDataUpdate: true }).update('things', { id: 1, data, previousData: data });
    await declaring({}).update('things', { id: 1, data, previousData: data });
    expect(types).toEqual(['POST multipart/form-data', 'PUT application/json']);
  });

  it('asks /selects/<name> only for a resource that declares option lists', async () => {
    server.use(
      http.get(api('/selects/things'), () => HttpResponse.json({ selects: { units: [] } })),
    );
    expect(await declaring({ selects: true }).getSelects('things')).toEqual({ units: [] });
    await expect(declaring({}).getSelects('things')).rejects.toThrow(/no option lists/);
  });

  it("adds a declaration's named calls, built on the provider's call", async () => {
    server.use(http.get(api('/things/count'), () => HttpResponse.json({ count: 3 })));
    const provider = declaring({
      methods: (call) => ({ countThings: () => call('read', '/things/count') }),
    }) as unknown as { countThings: () => Promise<unknown> };
    expect(await provider.countThings()).toEqual({ count: 3 });
  });
});
