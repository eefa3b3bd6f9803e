import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShippingItem, ShippingList } from '../../contract/shipping-lists';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { shippingLists } from '../../src/resources/shipping-lists';
import { renderScreen } from './renderScreen';
import { ddtFields, ddtReferenceHandlers, SHIPPING_SELECTS } from './shippingFixtures';

const SELECTS = SHIPPING_SELECTS;
const makeItem = (overrides: Partial<ShippingItem> = {}): ShippingItem => ({
  id: 31,
  shipping_list_id: 7,
  document_row_id: 101,
  quantity: '2.000',
  parcels: 1,
  weight: '4.000',
  label: { id: 501, status: 0 },
  document_id: 40,
  order_number: 12,
  order_year: 2026,
  customer: { id: 7, name: 'Rossi Forniture S.r.l.' },
  article_code: 'VIT-M8',
  description: 'Vite M8',
  row_quantity: '10.000',
  ...overrides,
});
const candidate = {
  document_row_id: 102,
  document_id: 41,
  order_number: 13,
  order_year: 2026,
  order_reference: null,
  customer: { id: 7, name: 'Rossi Forniture S.r.l.' },
  destination_id: null,
  article_code: 'BUL-M10',
  description: 'Bullone M10',
  status: 2,
  quantity: '5.000',
  allocated: '0.000',
  left: '5.000',
};

let current: ShippingList;
const listWith = (items: ShippingItem[], extra: Partial<ShippingList> = {}): ShippingList => ({
  id: 7,
  number: null,
  year: 2026,
  date: '2026-11-21',
  status: 0,
  ...ddtFields(),
  version: 3,
  item_count: items.length,
  parcels: items.reduce((sum, item) => sum + item.parcels, 0),
  weight: '0',
  items,
  ...extra,
});

beforeEach(() => {
  current = listWith([
    makeItem(),
    makeItem({ id: 32, document_row_id: 103, label: { id: 502, status: 1 }, parcels: 2 }),
  ]);
  signedIn();
  server.use(
    ...ddtReferenceHandlers(),
    http.get(api('/shipping-lists/7'), () =>
      HttpResponse.json({ item: current, selects: SELECTS }),
    ),
    http.get(api('/shipping-lists/7/candidates'), () =>
      HttpResponse.json({ items: [candidate], total: 1 }),
    ),
  );
});

const grid = async () => {
  const heading = await screen.findByRole('heading', { name: 'Righe' });
  return within(heading.closest('section')!).findByRole('table');
};

describe('shipping list edit page', () => {
  it('counts rows and parcels in words that agree with the number (issue 33 point 9)', async () => {
    current = listWith([makeItem()]);
    await renderScreen('/shipping/edit/7', shippingLists.routes);
    expect(await screen.findByTestId('label-summary')).toHaveTextContent(/^1 riga, 1 collo;/);
  });

  it('adds a candidate row within what is left, and refuses more', async () => {
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.post(api('/shipping-lists/7/item'), async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        const item = makeItem({ id: 33, document_row_id: 102, quantity: '3.000', label: null });
        current = listWith([...current.items, item], { version: 4 });
        return HttpResponse.json({ item, shipping_list: current }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/shipping/edit/7', shippingLists.routes);
    await user.click(await screen.findByRole('button', { name: /Aggiungi righe/ }));
    const dialog = await screen.findByRole('dialog');
    const row = await within(dialog).findByTestId('candidate-102');
    await user.click(within(row).getByRole('button', { name: /Scegli/ }));
    const quantity = within(dialog).getByLabelText('Quantità');
    await user.clear(quantity);
    await user.type(quantity, '6');
    await user.click(within(dialog).getByRole('button', { name: /Aggiungi alla lista/ }));
    expect(await within(dialog).findByText(/Restano da spedire al massimo 5/)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: /Aggiungi alla lista/ }));
    await waitFor(() =>
      expect(posted).toEqual([{ document_row_id: 102, quantity: '3', parcels: 1, weight: null }]),
    );
    await user.click(within(dialog).getByRole('button', { name: /Chiudi/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await grid()).getAllByText('Nessuna etichetta')).toHaveLength(1);
  });

  it('applies a label status to the selected items in one call', async () => {
    let bulk: Record<string, unknown> | null = null;
    server.use(
      http.put(api('/documents/labels/status'), async ({ request }) => {
        bulk = (await request.json()) as Record<string, unknown>;
        current = listWith(
          current.items.map((item) => ({ ...item, label: { ...item.label!, status: 3 } })),
        );
        return HttpResponse.json({ items: [] });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/shipping/edit/7', shippingLists.routes);
    const table = await grid();
    await user.click(within(table).getAllByRole('checkbox')[0]);
    await user.click(await screen.findByRole('button', { name: /Stato etichetta/ }));
    const menu = await screen.findByRole('menu');
    // From "da stampare" and "stampata" both may go to "stampata" or "annullata" only.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Stampata', 'Annullata']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Annullata' }));
    await waitFor(() => expect(bulk).toEqual({ ids: [501, 502], status: 3 }));
    await waitFor(() => expect(within(table).getAllByText('Annullata')).toHaveLength(2));
  });

  it('asks before confirming and shows the server refusal', async () => {
    let confirmed = 0;
    server.use(
      http.post(api('/shipping-lists/7/confirm'), () => {
        confirmed += 1;
        return HttpResponse.json(
          { message: 'Item 31 has no label: every item needs one before confirming' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/shipping/edit/7', shippingLists.routes);
    await user.click(await screen.findByRole('button', { name: /Conferma lista/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Confermare la lista? Dopo la conferma non sarà più modificabile.'),
    ).toBeInTheDocument();
    expect(confirmed).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: /Conferma/ }));
    expect(await screen.findByText(/Item 31 has no label/)).toBeInTheDocument();
    expect(confirmed).toBe(1);
  });

  it('shows the assigned number and a read-only page once confirmed', async () => {
    server.use(
      http.post(api('/shipping-lists/7/confirm'), () => {
        current = { ...current, status: 1, number: 4, version: 4 };
        return HttpResponse.json({ item: current });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/shipping/edit/7', shippingLists.routes);
    await user.click(await screen.findByRole('button', { name: /Conferma lista/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Conferma/ }));
    expect(
      await screen.findByText('Lista di spedizione confermata: numero 4/2026'),
    ).toBeInTheDocument();
    const banner = await screen.findByText(/confermata \(numero 4\/2026\): non è più modificabile/);
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Aggiungi righe/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salva' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Aspetto esteriore dei beni')).toHaveAttribute('readonly');
    expect(document.querySelector('input[name="date"]')).toBeDisabled();
    expect(screen.getByText('Da fatturare')).toBeInTheDocument();
  });
});
