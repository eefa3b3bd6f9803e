import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SalesDocument } from '../../contract/documents';
import { editPageHandlers, makeDocument, makeRow } from './documentsFixtures';
import {} from './fixtures';
import { api, server } from './msw';
import { signedIn } from './signedIn';
import { makeArticle } from './registryFixtures';
import { documents } from '../../src/resources/documents';
import { renderScreen } from './renderScreen';

let current: SalesDocument;
let lookups: string[];

/** The customer's price from 100 pieces is 0.19; below, the article's 0.21. */
const priceFor = (quantity: string) => (Number(quantity) >= 100 ? '0.19' : '0.21');

beforeEach(() => {
  current = makeDocument({ rows: [makeRow()] });
  lookups = [];
  signedIn();
  server.use(
    ...editPageHandlers(() => current),
    http.get(api('/documents/price/:id'), ({ request }) => {
      const quantity = new URL(request.url).searchParams.get('quantity') ?? '1';
      lookups.push(quantity);
      const price = priceFor(quantity);
      return HttpResponse.json({
        item: {
          article_id: 3,
          customer_id: 7,
          quantity,
          date: '2026-11-21',
          price,
          source: price.startsWith('0.19') ? 'customer' : 'article',
          list_name: null,
          description: 'Vite a testa esagonale M8',
          unit: 'pz',
          vat_rate: '22',
          vat_nature: null,
        },
      });
    }),
  );
});

const pickArticle = async (user: ReturnType<typeof userEvent.setup>) => {
  const article = await screen.findByRole('combobox', { name: 'Articolo' });
  await user.type(article, 'V');
  await user.click(await screen.findByRole('option', { name: /VIT-M8/ }));
  await waitFor(() => expect(screen.getByLabelText('Prezzo unitario')).toHaveValue('0,21'));
};

describe('the row price follows the quantity until the user types one', () => {
  it('shows 0,19 for 150 pieces typed after the article, and saves without a price of its own', async () => {
    let posted: Record<string, unknown> | null = null;
    server.use(
      http.post(api('/documents/:id/rows'), async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        const row = makeRow({ id: 103, position: 2, quantity: '150.000', unit_price: '0.19' });
        current = { ...current, rows: [...current.rows, row], version: 4 };
        return HttpResponse.json({ item: row, document: current }, { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    await pickArticle(user);
    const quantity = screen.getByLabelText('Quantità');
    await user.clear(quantity);
    await user.type(quantity, '150');
    await waitFor(() => expect(screen.getByLabelText('Prezzo unitario')).toHaveValue('0,19'));
    expect(lookups.at(-1)).toBe('150');
    expect(screen.getByText('Prezzo riservato al cliente')).toBeInTheDocument();
    await user.type(quantity, '{Enter}');
    await waitFor(() => expect(posted).not.toBeNull());
    expect(posted).toMatchObject({ quantity: '150', unit_price: null, price_manual: false });
    const saved = await screen.findByTestId('row-103');
    expect(within(saved).getByText(/^0,19\s€$/)).toBeInTheDocument();
  });

  it('keeps a typed price, shows the list price beside it and goes back to it on request', async () => {
    let posted: Record<string, unknown> | null = null;
    server.use(
      http.post(api('/documents/:id/rows'), async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { item: makeRow({ id: 104 }), document: current },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    await pickArticle(user);
    const price = screen.getByLabelText('Prezzo unitario');
    await user.clear(price);
    await user.type(price, '0,25');
    expect(await screen.findByText('Prezzo di listino: 0,21 €')).toBeInTheDocument();
    const quantity = screen.getByLabelText('Quantità');
    await user.clear(quantity);
    await user.type(quantity, '150');
    expect(await screen.findByText('Prezzo di listino: 0,19 €')).toBeInTheDocument();
    expect(price).toHaveValue('0,25');
    await user.click(screen.getByRole('button', { name: 'Usa il prezzo di listino' }));
    await waitFor(() => expect(price).toHaveValue('0,19'));
    expect(screen.queryByText(/Prezzo di listino/)).toBeNull();
    await user.clear(price);
    await user.type(price, '0,3{Enter}');
    await waitFor(() => expect(posted).toMatchObject({ unit_price: '0.3', price_manual: true }));
  });
});

describe('dragging a row, for a screen reader', () => {
  it('says what happens in Italian, naming the row by position and description', async () => {
    current = makeDocument({
      rows: [makeRow(), makeRow({ id: 102, position: 2, description: 'Bullone M10' })],
    });
    await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    const handle = within(await screen.findByTestId('row-102')).getByRole('button', {
      name: /Trascina/,
    });
    expect(handle).toHaveAccessibleDescription(/^Per spostare una riga premi Spazio o Invio/);
    const user = userEvent.setup({ delay: null });
    handle.focus();
    await user.keyboard(' ');
    // Picked up, then (jsdom has no layout: every row is at 0,0) over the nearest place.
    const live = await screen.findByText(/^Riga 2, Bullone M10, (presa|sopra la posizione 1)\.$/);
    expect(live).toHaveAttribute('aria-live', 'assertive');
    await user.keyboard('{Escape}');
    expect(
      await screen.findByText(
        'Spostamento annullato: la riga 2, Bullone M10, è tornata al suo posto.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the article lookup', () => {
  it("searches with the document's customer and names the customer's own code", async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(api('/articles'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        const item = { ...makeArticle(), customer_code: 'ROSSI-77' };
        return HttpResponse.json({ items: [item], total: 1 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    await user.type(await screen.findByRole('combobox', { name: 'Articolo' }), 'ROSSI');
    expect(
      await screen.findByRole('option', { name: /^VIT-M8 — .* · codice cliente ROSSI-77$/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(queries.map((query) => query.get('q'))).toContain('ROSSI'));
    const searched = queries.find((query) => query.get('q') === 'ROSSI');
    expect(searched?.get('customer_id')).toBe('7');
    expect(searched?.get('sort')).toBe('code');
  });
});
