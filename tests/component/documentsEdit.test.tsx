import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SalesDocument } from '../../contract/documents';
import { editPageHandlers, makeDocument, makeRow } from './documentsFixtures';
import {} from './fixtures';
import { api, server } from './msw';
import { signedIn } from './signedIn';
import { documents } from '../../src/resources/documents';
import { renderScreen } from './renderScreen';
import { STALE_VERSION_TEXT, staleVersionMessage } from './apiMessages';

let current: SalesDocument;
const rowsOf = () =>
  screen.getAllByTestId(/^row-/).map((row) => within(row).getAllByRole('cell')[2].textContent);

beforeEach(() => {
  current = makeDocument({
    rows: [
      makeRow(),
      makeRow({ id: 102, position: 2, description: 'Bullone M10', net_amount: '20.00' }),
    ],
  });
  signedIn();
  server.use(...editPageHandlers(() => current));
});

describe('document edit page', () => {
  it('adds a row with the price looked up for the customer, by keyboard', async () => {
    let lookup: URLSearchParams | null = null;
    let posted: Record<string, unknown> | null = null;
    server.use(
      http.get(api('/documents/price/:id'), ({ request }) => {
        lookup = new URL(request.url).searchParams;
        return HttpResponse.json({
          item: {
            article_id: 3,
            customer_id: 7,
            quantity: '1',
            date: '2026-11-21',
            price: '0.09500000',
            source: 'price_list',
            list_name: 'Rivenditori',
            description: 'Vite a testa esagonale M8',
            unit: 'pz',
            vat_rate: '22',
            vat_nature: null,
          },
        });
      }),
      http.post(api('/documents/:id/rows'), async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        const row = makeRow({ id: 103, position: 3, quantity: '4.000', unit_price: '0.09500000' });
        current = { ...current, rows: [...current.rows, row], total: '2000.00', version: 4 };
        return HttpResponse.json({ item: row, document: current }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/orders/edit/40', documents.routes);

    const article = await screen.findByRole('combobox', { name: 'Articolo' });
    await user.type(article, 'VIT');
    await user.click(await screen.findByRole('option', { name: /VIT-M8/ }));
    expect(await screen.findByText('Listino Rivenditori')).toBeInTheDocument();
    expect(lookup!.get('document_id')).toBe('40');
    expect(screen.getByLabelText('Prezzo unitario')).toHaveValue('0,09500000');
    const quantity = screen.getByLabelText('Quantità');
    await user.clear(quantity);
    await user.type(quantity, '4{Enter}');

    await waitFor(() => expect(posted).not.toBeNull());
    // The looked-up price is not the user's: the server looks it up again for 4 pieces.
    expect(posted).toMatchObject({
      article_id: 3,
      quantity: '4',
      unit_price: null,
      price_manual: false,
    });
    expect(await screen.findByText('Riga salvata')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('document-totals')).getByText(/^2\.000,00\s€$/),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId(/^row-/)).toHaveLength(3);
  });

  it('asks before deleting a row, and deletes it', async () => {
    let deleted = '';
    server.use(
      http.delete(api('/documents/rows/:id'), ({ params }) => {
        deleted = String(params.id);
        current = { ...current, rows: current.rows.slice(1) };
        return HttpResponse.json({ item: makeRow(), document: current });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    const row = await screen.findByTestId('row-101');
    await user.click(within(row).getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Eliminare questa riga?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Riga eliminata')).toBeInTheDocument();
    expect(deleted).toBe('101');
    await waitFor(() => expect(screen.queryByTestId('row-101')).not.toBeInTheDocument());
  });

  it('moves a row at once and puts it back with a message when the server refuses', async () => {
    let sent: unknown = null;
    let answer: () => Promise<void> = async () => {};
    const gate = new Promise<void>((resolve) => (answer = async () => resolve()));
    server.use(
      http.put(api('/documents/:id/reorder'), async ({ request }) => {
        sent = await request.json();
        await gate;
        return HttpResponse.json({ message: 'Invalid input' }, { status: 400 });
      }),
    );
    await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    await screen.findByTestId('row-101');
    const handle = within(screen.getByTestId('row-101')).getByRole('button', { name: /Trascina/ });
    fireEvent.keyDown(handle, { key: 'ArrowDown', altKey: true });

    await waitFor(() => expect(rowsOf()).toEqual(['Bullone M10', 'Vite a testa esagonale M8']));
    await waitFor(() => expect(sent).toEqual({ rows: [102, 101] }));
    await answer();
    expect(
      await screen.findByText(/Il nuovo ordine delle righe non è stato salvato/),
    ).toBeInTheDocument();
    expect(rowsOf()).toEqual(['Vite a testa esagonale M8', 'Bullone M10']);
  });

  it('a stale save says someone else changed the document, and keeps what was typed', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.put(api('/documents/:id'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { message: staleVersionMessage('record.document', 4, 3) },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    const reference = await screen.findByLabelText('Riferimento');
    await waitFor(() => expect(reference).toHaveValue('Ord. cliente 77'));
    await user.clear(reference);
    await user.type(reference, 'Nuovo riferimento');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText(STALE_VERSION_TEXT)).toBeInTheDocument();
    expect(body).toMatchObject({ reference: 'Nuovo riferimento', version: 3 });
    expect(body).not.toHaveProperty('rows');
    expect(screen.getByLabelText('Riferimento')).toHaveValue('Nuovo riferimento');
  });

  it('offers only the statuses the server allows, and asks before deleting the document', async () => {
    const user = userEvent.setup();
    await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    await user.click(await screen.findByRole('combobox', { name: /Stato documento/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Da confermare', 'Confermato', 'Annullato']);
    await user.keyboard('{Escape}');
    // The form's own toolbar (the page's top actions are a toolbar too).
    const toolbar = screen
      .getAllByRole('toolbar')
      .find((bar) => within(bar).queryByRole('button', { name: 'Salva' }))!;
    await user.click(within(toolbar).getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Elimina documento')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Sei sicuro di voler eliminare questo documento?'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sì, confermo!' })).toBeInTheDocument();
  });

  it('shows dates in the Italian format, whatever the browser language', async () => {
    await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    const group = await screen.findByRole('group', { name: /Data documento/ });
    await waitFor(() => expect(group.textContent).toContain('21/11/2026'));
  });

  it('an order row shows and keeps its line status, and the form can change it', async () => {
    current = makeDocument({ rows: [makeRow({ status: 2 })] });
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.put(api('/documents/rows/:id'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ item: makeRow({ status: 3 }), document: current });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    const row = await screen.findByTestId('row-101');
    expect(within(row).getByText('Pronto')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Modifica' }));
    const status = await screen.findByRole('combobox', { name: 'Stato riga' });
    expect(status).toHaveTextContent('Pronto');
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Imballato' }));
    // The row form's Salva (the header form above has its own).
    await user.click(screen.getAllByRole('button', { name: 'Salva' }).at(-1)!);
    await waitFor(() => expect(sent).toMatchObject({ status: 3 }));
  });
});
