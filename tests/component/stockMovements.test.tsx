import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StockMovement } from '../../contract/stock-movements';
import { stockMovements } from '../../src/resources/stock-movements';
import { makeUser } from './fixtures';
import { api, server } from './msw';
import { renderScreen } from './renderScreen';
import { signedIn } from './signedIn';

const makeMovement = (overrides: Partial<StockMovement> = {}): StockMovement => ({
  id: 41,
  article_id: 3,
  article: { id: 3, code: 'VIT-M6-20', description: 'Vite M6', unit: 'pz' },
  date: '2026-11-21',
  quantity: '-5',
  reason: 'ddt',
  note: null,
  shipping_list_id: 9,
  shipping_list: { id: 9, number: 4, year: 2026 },
  reverses_id: null,
  reversed_by: null,
  user_id: 1,
  user: 'magazzino@example.com',
  created_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

const queries: URLSearchParams[] = [];
let reversed: string | null = null;

beforeEach(() => {
  queries.length = 0;
  reversed = null;
  server.use(
    // The article filter's options.
    http.get(api('/articles'), () =>
      HttpResponse.json({ items: [], total: 0, total_capped: false, selects: {} }),
    ),
    http.get(api('/stock-movements'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      const items = [
        makeMovement(),
        makeMovement({
          id: 40,
          quantity: '1234.5',
          reason: 'count',
          shipping_list_id: null,
          shipping_list: null,
          note: 'Inventario corsia A',
        }),
      ];
      return HttpResponse.json({ items, total: items.length, total_capped: false });
    }),
    http.post(api('/stock-movements/:id/reverse'), ({ params }) => {
      reversed = String(params.id);
      return HttpResponse.json(
        { item: makeMovement({ id: 42, quantity: '5', reason: 'reversal', reverses_id: 41 }) },
        { status: 201 },
      );
    }),
  );
});

describe('the stock ledger', () => {
  it('shows signed quantities, reasons and the DDT, newest first; reverses after asking', async () => {
    signedIn();
    const user = userEvent.setup();
    await renderScreen('/shipping/stock', stockMovements.routes);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('-5 pz')).toBeInTheDocument();
    expect(within(table).getByText('+1.234,5 pz')).toBeInTheDocument();
    expect(within(table).getByText('DDT (scarico)')).toBeInTheDocument();
    expect(within(table).getByText('Inventario')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'DDT 4/2026' })).toHaveAttribute(
      'href',
      '/shipping/edit/9',
    );
    expect(within(table).getAllByText('21/11/2026')).toHaveLength(2);
    expect(queries[0].get('sort')).toBe('date');
    expect(queries[0].get('order')).toBe('DESC');
    await user.click(within(table).getAllByRole('button', { name: 'Storna' })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Stornare questo movimento?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(reversed).toBe('41'));
    expect(await screen.findByText('Movimento stornato')).toBeInTheDocument();
  });

  it('gives sales no reversal and no new adjustment', async () => {
    signedIn(makeUser({ companies: [{ ...makeUser().companies[0], role: 'sales' }] }));
    await renderScreen('/shipping/stock', stockMovements.routes);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('-5 pz')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Storna' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Crea/ })).toBeNull();
  });
});
