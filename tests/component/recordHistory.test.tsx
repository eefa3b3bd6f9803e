import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/audit-entries';
import type { Carrier } from '../../contract/carriers';
import type { Role } from '../../contract/roles';
import type { ShippingList } from '../../contract/shipping-lists';
import { articles } from '../../src/resources/articles';
import { carriers } from '../../src/resources/carriers';
import { shippingLists } from '../../src/resources/shipping-lists';
import { ALFA, makeUser, SELECTS } from './fixtures';
import { api, server } from './msw';
import { ARTICLE_SELECTS, makeArticle, selectsHandlers } from './registryFixtures';
import { renderScreen } from './renderScreen';
import { ddtFields, ddtReferenceHandlers, SHIPPING_SELECTS } from './shippingFixtures';
import { signedIn } from './signedIn';

/** Signed in to Alfa with `role`. */
const signedInAs = (role: Role) => signedIn(makeUser({ companies: [{ ...ALFA, role }] }));

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-21T13:05:00Z',
  user_id: 2,
  user_email: 'alfa@example.com',
  ip: '127.0.0.1',
  action: 'create',
  resource: 'articles',
  record_id: '3',
  label: 'VIT-M8',
  route: 'POST /articles',
  before: null,
  after: null,
  ...overrides,
});

/** The trail answering `items` to any query, and the queries it got. */
function auditTrail(items: AuditEntry[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(api('/audit-entries'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items, total: items.length, total_capped: false });
    }),
  );
  return queries;
}

const history = () => screen.findByRole('region', { name: 'Cronologia' });

describe("an article's Cronologia", () => {
  let trail: URLSearchParams[];
  let stockAsked: boolean;
  beforeEach(() => {
    stockAsked = false;
    server.use(
      ...selectsHandlers(),
      http.get(api('/articles/3'), () =>
        HttpResponse.json({ item: makeArticle(), selects: ARTICLE_SELECTS }),
      ),
      // The article's stock panel, asked for with the page's record as the history is.
      http.get(api('/stock-movements'), () => {
        stockAsked = true;
        return HttpResponse.json({ items: [], total: 0 });
      }),
    );
    trail = auditTrail([
      entry({
        id: 12,
        user_email: 'commerciale@example.com',
        action: 'update',
        route: 'PUT /articles/:id',
        before: { description: 'Vite M8', price: '0.12500000', version: 1 },
        after: { description: 'Vite a testa esagonale M8', price: '0.12500000', version: 2 },
      }),
      entry({ id: 11, action: 'price_list', route: 'POST /articles/:id/price-list' }),
      entry({ id: 10 }),
    ]);
  });

  it("lists the article's entries, newest first, for the owner", async () => {
    signedInAs('owner');
    await renderScreen('/registry/articles/edit/3', articles.routes);

    const rows = within(within(await history()).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'QuandoChiAzioneCampi modificati',
      expect.stringMatching(/^21\/11\/2026.*commerciale@example\.comModificadescription$/),
      expect.stringMatching(/alfa@example\.comListino prezzi$/),
      expect.stringMatching(/alfa@example\.comCreazione$/),
    ]);
    // The entries the server records for the article: resource `articles`, the article's id.
    expect(trail).toHaveLength(1);
    expect(trail[0].get('resource')).toBe('articles');
    expect(trail[0].get('record_id')).toBe('3');
    expect(trail[0].get('sort')).toBe('id');
    expect(trail[0].get('order')).toBe('DESC');
  });

  it('is absent for the warehouse, which does not even ask for it', async () => {
    signedInAs('warehouse');
    await renderScreen('/registry/articles/edit/3', articles.routes);

    expect(await screen.findByDisplayValue('VIT-M8')).toBeInTheDocument();
    // The stock panel's query, started with the record like the history's, has gone out.
    await waitFor(() => expect(stockAsked).toBe(true));
    expect(screen.queryByRole('region', { name: 'Cronologia' })).not.toBeInTheDocument();
    expect(screen.queryByText('Cronologia')).not.toBeInTheDocument();
    expect(trail).toEqual([]);
  });
});

describe('the Cronologia of the other records', () => {
  it("a registry record's (a carrier), for the accountant", async () => {
    signedInAs('accountant');
    const carrier: Carrier = {
      id: 5,
      name: 'BRT S.p.A.',
      vat_number: '04112340121',
      tax_code: null,
      address: 'Via Emilia 1',
      zip: '40068',
      city: 'San Lazzaro di Savena',
      province: 'BO',
      country: 'IT',
      phone: null,
      email: null,
      notes: null,
      version: 1,
    };
    server.use(
      http.get(api('/carriers/5'), () => HttpResponse.json({ item: carrier, selects: SELECTS })),
    );
    const trail = auditTrail([
      entry({ resource: 'carriers', record_id: '5', label: 'BRT S.p.A.', route: 'POST /carriers' }),
    ]);
    await renderScreen('/registry/carriers/edit/5', carriers.routes);

    expect(await within(await history()).findByText('Creazione')).toBeInTheDocument();
    expect(trail[0].get('resource')).toBe('carriers');
    expect(trail[0].get('record_id')).toBe('5');
  });

  it("a DDT's, its rows' changes named as such", async () => {
    signedInAs('owner');
    const list: ShippingList = {
      id: 7,
      number: null,
      year: 2026,
      date: '2026-11-21',
      status: 0,
      ...ddtFields(),
      version: 3,
      item_count: 0,
      parcels: 0,
      weight: '0',
      items: [],
    };
    server.use(
      ...ddtReferenceHandlers(),
      http.get(api('/shipping-lists/7'), () =>
        HttpResponse.json({ item: list, selects: SHIPPING_SELECTS }),
      ),
    );
    const ddt = { resource: 'shipping-lists', record_id: '7', label: null };
    const trail = auditTrail([
      entry({ ...ddt, id: 23, action: 'item_delete', route: 'DELETE /shipping-lists/item/:id' }),
      entry({ ...ddt, id: 22, action: 'item', route: 'POST /shipping-lists/:id/item' }),
      entry({ ...ddt, id: 21, action: 'create', route: 'POST /shipping-lists' }),
    ]);
    await renderScreen('/shipping/edit/7', shippingLists.routes);

    const table = within(await history()).getByRole('table');
    // A header row and the three entries.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByText('Riga aggiunta')).toBeInTheDocument();
    expect(within(table).getByText('Creazione')).toBeInTheDocument();
    // A row removed from the list is not the list deleted.
    expect(within(table).getByText('Riga della lista eliminata')).toBeInTheDocument();
    expect(within(table).queryByText('Eliminazione')).not.toBeInTheDocument();
    expect(trail[0].get('resource')).toBe('shipping-lists');
    expect(trail[0].get('record_id')).toBe('7');
  });
});
