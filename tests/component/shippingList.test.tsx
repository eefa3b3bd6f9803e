import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { shippingLists } from '../../src/resources/shipping-lists';
import { renderScreen } from './renderScreen';
import { ddtFields, ddtReferenceHandlers, SHIPPING_SELECTS } from './shippingFixtures';

const SELECTS = SHIPPING_SELECTS;
const makeList = (overrides: object = {}) => ({
  id: 7,
  number: null,
  year: 2026,
  date: '2026-11-21',
  status: 0,
  ...ddtFields(),
  carrier: 'BRT',
  version: 1,
  item_count: 2,
  parcels: 5,
  weight: '12.500',
  ...overrides,
});

const queries: URLSearchParams[] = [];
let deleted: string | null = null;

beforeEach(() => {
  queries.length = 0;
  deleted = null;
  signedIn();
  server.use(
    ...ddtReferenceHandlers(),
    http.get(api('/shipping-lists'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      const items = [
        makeList(),
        makeList({ id: 8, number: 3, status: 1, carrier: 'GLS', date: '2026-11-20' }),
        makeList({
          id: 9,
          number: 2,
          status: 1,
          carrier: 'GLS',
          date: '2026-11-06',
          customer: { id: 8, name: 'Bianchi SpA' },
          invoice: { id: 61, number: 15, year: 2026, document_date: '2026-11-30' },
        }),
      ];
      return HttpResponse.json({ items, total: items.length, selects: SELECTS });
    }),
    http.delete(api('/shipping-lists/:id'), ({ params }) => {
      deleted = String(params.id);
      return HttpResponse.json({ item: makeList() });
    }),
  );
});

describe('shipping lists', () => {
  it('shows number or "da confermare", date, carrier, status chips and parcels', async () => {
    await renderScreen('/shipping/list', shippingLists.routes);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('da confermare')).toBeInTheDocument();
    expect(within(table).getByText('3/2026')).toBeInTheDocument();
    expect(within(table).getByText('21/11/2026')).toBeInTheDocument();
    expect(within(table).getByText('BRT')).toBeInTheDocument();
    expect(within(table).getByText('Aperta').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    expect(within(table).getAllByText('Confermata')[0].closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    expect(within(table).getAllByText('Rossi Forniture S.r.l.')).toHaveLength(2);
    expect(within(table).getByText('Da fatturare')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'Fatturato con fattura n. 15/2026' }),
    ).toHaveAttribute('href', '/documents/sales/invoices/edit/61');
    for (const header of ['Numero', 'Data', 'Cliente', 'Vettore', 'Stato', 'Fatturazione']) {
      expect(within(table).getByText(header)).toBeInTheDocument();
    }
    expect(queries[0].get('sort')).toBe('date');
    expect(queries[0].get('order')).toBe('DESC');
    // Only the open list can be deleted.
    expect(within(table).getAllByRole('button', { name: 'Elimina' })).toHaveLength(1);
  });

  it('creates a list for a customer, then opens its edit page', async () => {
    let posted: Record<string, unknown> | null = null;
    server.use(
      http.post(api('/shipping-lists'), async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ item: { ...makeList({ id: 9 }), items: [] } }, { status: 201 });
      }),
      http.get(api('/shipping-lists/9'), () =>
        HttpResponse.json({ item: { ...makeList({ id: 9 }), items: [] }, selects: SELECTS }),
      ),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/shipping/list', shippingLists.routes);
    await user.click(await screen.findByRole('button', { name: /Nuova lista/ }));
    const dialog = await screen.findByRole('dialog');
    const customer = within(dialog).getByLabelText('Cliente');
    await waitFor(() => expect(customer).toHaveFocus());
    await user.type(customer, 'Bian');
    await user.click(await screen.findByRole('option', { name: /Bianchi SpA/ }));
    await user.click(within(dialog).getByRole('button', { name: /Crea/ }));
    await waitFor(() => expect(location()).toBe('/shipping/edit/9'));
    // Said in its own words, not react-admin's "Elemento creato".
    expect(
      await screen.findByText('Lista di spedizione creata: aggiungi le righe da spedire'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Elemento creato')).toBeNull();
    expect(posted).toMatchObject({ customer_id: 8 });
    expect(posted!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('closes the new-list dialog on Annulla, creating nothing', async () => {
    let posts = 0;
    server.use(
      http.post(api('/shipping-lists'), () => {
        posts += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/shipping/list', shippingLists.routes);
    await user.click(await screen.findByRole('button', { name: /Nuova lista/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toBe(0);
  });

  it('deletes an open list only after a confirmation', async () => {
    const user = userEvent.setup();
    await renderScreen('/shipping/list', shippingLists.routes);
    const table = await screen.findByRole('table');
    await user.click(await within(table).findByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Eliminare questa lista aperta/)).toBeInTheDocument();
    expect(deleted).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /Conferma/ }));
    await waitFor(() => expect(deleted).toBe('7'));
  });

  it('sends the search to the API', async () => {
    const user = userEvent.setup();
    await renderScreen('/shipping/list', shippingLists.routes);
    await screen.findByText('da confermare');
    await user.type(screen.getByPlaceholderText('Cerca'), 'BRT');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('BRT'));
  });
});
