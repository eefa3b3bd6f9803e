import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { openingParams } from '../../src/lib/list/openingList';
import { listQueryString } from '../../src/providers/dataProviderModel';
import { documentListQuery } from '../../src/resources/documents/listQuery';
import { documentPaths } from '../../src/resources/documents/paths';
import { DOCUMENT_SELECTS, makeDocument } from './documentsFixtures';
import { makeGeneralReg } from './fixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { makeArticle, makeCustomer, selectsHandlers } from './registryFixtures';
import { documents } from '../../src/resources/documents';
import { renderScreen } from './renderScreen';

/** The list's API calls, each as its query string (the type is always there). */
const queries: URLSearchParams[] = [];
const last = () => queries.at(-1)!;

const customer = makeCustomer({ id: 7, general: makeGeneralReg({ name: 'Rossi Forniture' }) });
const article = makeArticle({ id: 3 });

beforeEach(() => {
  queries.length = 0;
  signedIn();
  server.use(
    ...selectsHandlers(),
    http.get(api('/documents'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: [makeDocument()], total: 1, selects: DOCUMENT_SELECTS });
    }),
    http.get(api('/customers/:id'), () => HttpResponse.json({ item: customer })),
    http.get(api('/articles/:id'), () => HttpResponse.json({ item: article })),
    http.get(api('/articles'), () => HttpResponse.json({ items: [article], total: 1 })),
  );
});

/** The status filter: a multiple select whose chips are the chosen statuses. */
const statusFilter = () => screen.getByRole('combobox', { name: /Stato documento/ });

describe('document list filters from a URL (the dashboards’ links)', () => {
  it('sends several statuses and the shipping date, and shows them', async () => {
    await renderScreen(
      documentPaths.filtered('order', { status: [1, 2, 3], shipping_to: '2026-11-21' }),
      documents.routes,
    );
    await screen.findByText('12/2026');
    expect(last().get('status')).toBe('1,2,3');
    expect(last().get('shipping_to')).toBe('2026-11-21');
    expect(last().get('type')).toBe('order');
    const chips = [...statusFilter().querySelectorAll('.MuiChip-root')];
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Confermato',
      'In attesa',
      'In lavorazione',
    ]);
    const shippingTo = screen.getByRole('textbox', { name: /Spedizione alla data/ });
    await waitFor(() => expect(shippingTo).toHaveValue('21/11/2026'));
  });

  it('shows a single status written as a number as one chip, 0 ("to confirm") included', async () => {
    await renderScreen(documentPaths.filtered('order', { status: 0 }), documents.routes);
    await screen.findByText('12/2026');
    expect(last().get('status')).toBe('0');
    const chips = [...statusFilter().querySelectorAll('.MuiChip-root')];
    expect(chips.map((chip) => chip.textContent)).toEqual(['Da confermare']);
  });

  it("filters by customer and by article, showing the customer's and article's names", async () => {
    await renderScreen(
      documentPaths.filtered('order', { customer_id: 7, article_id: 3 }),
      documents.routes,
    );
    await screen.findByText('12/2026');
    expect(last().get('customer_id')).toBe('7');
    expect(last().get('article_id')).toBe('3');
    const customerInput = await screen.findByRole('combobox', { name: 'Cliente' });
    await waitFor(() => expect(customerInput).toHaveValue('C0001 — Rossi Forniture'));
    const articleInput = screen.getByRole('combobox', { name: 'Articolo' });
    await waitFor(() => expect(articleInput).toHaveValue('VIT-M8 — Vite a testa esagonale M8'));
  });

  it("shows an invoice list's issued filter from the URL (it loads when shown)", async () => {
    await renderScreen(documentPaths.filtered('invoice', { issued: 'true' }), documents.routes);
    await screen.findByText('12/2026');
    expect(last().get('issued')).toBe('true');
    const issued = await screen.findByRole('combobox', { name: 'Emissione' });
    await waitFor(() => expect(issued).toHaveTextContent('Emessi'));
  });

  it('a filter from the URL can be removed, and the list reloads without it', async () => {
    const user = userEvent.setup();
    await renderScreen(
      documentPaths.filtered('order', { customer_id: 7, status: [1, 2] }),
      documents.routes,
    );
    const input = await screen.findByRole('combobox', { name: 'Cliente' });
    await waitFor(() => expect(input).toHaveValue('C0001 — Rossi Forniture'));
    const row = input.closest('[data-source="customer_id"]')!;
    await user.click(
      within(row as HTMLElement).getByRole('button', { name: 'Rimuovi questo filtro' }),
    );
    await waitFor(() => expect(last().has('customer_id')).toBe(false));
    expect(last().get('status')).toBe('1,2');
    expect(screen.queryByRole('combobox', { name: 'Cliente' })).not.toBeInTheDocument();
  });
});

describe('document list filters from the screen', () => {
  it('several statuses are sent as one list, and none removes the filter', async () => {
    const user = userEvent.setup();
    await renderScreen('/documents/sales/orders', documents.routes);
    await screen.findByText('12/2026');
    await user.click(statusFilter());
    await user.click(await screen.findByRole('option', { name: 'Annullato' }));
    await waitFor(() => expect(last().get('status')).toBe('7'));
    await user.click(screen.getByRole('option', { name: 'Spedito' }));
    await waitFor(() => expect(last().get('status')).toBe('7,6'));
    await user.click(screen.getByRole('option', { name: 'Annullato' }));
    await user.click(screen.getByRole('option', { name: 'Spedito' }));
    await waitFor(() => expect(last().has('status')).toBe(false));
  });

  it('"Aggiungi filtro" offers customer, article and shipping dates', async () => {
    const user = userEvent.setup();
    await renderScreen('/documents/sales/orders', documents.routes);
    await screen.findByText('12/2026');
    expect(screen.queryByRole('combobox', { name: 'Articolo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiungi filtro' }));
    const menu = await screen.findByRole('menu');
    for (const label of ['Cliente', 'Articolo', 'Spedizione dalla data', 'Spedizione alla data'])
      expect(within(menu).getByRole('menuitemcheckbox', { name: label })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Articolo' }));
    const input = await screen.findByRole('combobox', { name: 'Articolo' });
    await user.type(input, 'VIT');
    await user.click(
      await screen.findByRole('option', { name: 'VIT-M8 — Vite a testa esagonale M8' }),
    );
    await waitFor(() => expect(last().get('article_id')).toBe('3'));
  });

  it('a typed date filters the list; the calendar picks one', async () => {
    const user = userEvent.setup();
    await renderScreen('/documents/sales/orders', documents.routes);
    await screen.findByText('12/2026');
    const from = screen.getByRole('textbox', { name: 'Dalla data' });
    await user.type(from, '01/11/2026');
    await waitFor(() => expect(last().get('date_from')).toBe('2026-11-01'));
    await user.clear(from);
    await waitFor(() => expect(last().has('date_from')).toBe(false));
    const to = screen.getByRole('textbox', { name: 'Alla data' });
    await user.type(to, '3011202');
    await user.tab();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await user.type(to, '6');
    await waitFor(() => expect(last().get('date_to')).toBe('2026-11-30'));
    const buttons = screen.getAllByRole('button', { name: 'Scegli la data' });
    await user.click(buttons[0]);
    const calendar = await screen.findByRole('grid');
    await user.click(within(calendar).getByRole('gridcell', { name: '15' }));
    await waitFor(() => expect(last().get('date_from')).toMatch(/^\d{4}-\d{2}-15$/));
    const shown = screen.getByRole<HTMLInputElement>('textbox', { name: 'Dalla data' }).value;
    expect(shown).toMatch(/^15\/\d{2}\/\d{4}$/);
  });
});

describe("the list's first request is the one start-up makes early (src/startup.ts)", () => {
  it.each([
    ['a plain list', 'order' as const, documentPaths.list('order')],
    ['a dashboard link', 'invoice' as const, documentPaths.filtered('invoice', { status: [1, 2] })],
    ['a later page', 'order' as const, `${documentPaths.list('order')}?page=2&perPage=25`],
  ])('%s', async (_, type, path) => {
    await renderScreen(path, documents.routes);
    await screen.findByText('12/2026');
    const search = new URL(path, 'http://localhost').search;
    const early = listQueryString(openingParams(documentListQuery(type), search));
    expect(queries[0].toString()).toBe(early);
  });
});
