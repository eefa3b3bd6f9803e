import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_SELECTS, documentHandlers, makeDocument } from './documentsFixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { selectsHandlers } from './registryFixtures';
import { documents } from '../../src/resources/documents';
import { renderScreen } from './renderScreen';

const queries: URLSearchParams[] = [];

beforeEach(() => {
  queries.length = 0;
  signedIn();
  server.use(
    ...selectsHandlers(),
    http.get(api('/documents'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const type = query.get('type');
      const items =
        type === 'invoice'
          ? [makeDocument({ id: 50, type: 'invoice', number: 3, status: 2 })]
          : [
              makeDocument(),
              makeDocument({
                id: 41,
                number: 13,
                status: 7,
                customer: { ...makeDocument().customer, name: 'Bianchi SpA' },
              }),
            ];
      return HttpResponse.json({ items, total: items.length, selects: DOCUMENT_SELECTS });
    }),
  );
});

describe('document lists', () => {
  it('shows the Italian columns, coloured status chips and Italian amounts and dates', async () => {
    await renderScreen('/documents/sales/orders', documents.routes);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('12/2026')).toBeInTheDocument();
    for (const header of [
      'N. doc.',
      'Cliente',
      'Riferimento',
      'Imponibile',
      'Totale documento',
      'Stato documento',
      'Data documento',
      'Data spedizione',
    ]) {
      expect(within(table).getByText(header)).toBeInTheDocument();
    }
    expect(within(table).getByText('Da confermare').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    expect(within(table).getByText('Annullato').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    expect(within(table).getAllByText(/^1\.234,56\s€$/)).toHaveLength(2);
    expect(within(table).getAllByText(/^1\.506,16\s€$/)).toHaveLength(2);
    expect(within(table).getAllByText('21/11/2026')).toHaveLength(2);
    expect(within(table).getAllByText('30/11/2026')).toHaveLength(2);
    expect(queries[0].get('type')).toBe('order');
    expect(screen.getByRole('link', { name: /Nuovo ordine/ })).toHaveAttribute(
      'href',
      '/documents/sales/orders/add',
    );
  });

  it('a row opens the edit page of its document', async () => {
    server.use(
      ...documentHandlers(() => makeDocument()),
      http.get(api('/articles'), () => HttpResponse.json({ items: [], total: 0 })),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/documents/sales/orders', documents.routes);
    await user.click(await screen.findByText('12/2026'));
    await waitFor(() => expect(location()).toBe('/documents/sales/orders/edit/40'));
    expect(await screen.findByText('Ordine di vendita 12/2026')).toBeInTheDocument();
  });

  it('invoices use the payment statuses', async () => {
    await renderScreen('/documents/sales/invoices', documents.routes);
    const table = await screen.findByRole('table');
    expect((await within(table).findByText('Pagato')).closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    expect(queries.at(-1)?.get('type')).toBe('invoice');
  });

  it('filters by status and search term, keeping the type', async () => {
    const user = userEvent.setup();
    await renderScreen('/documents/sales/orders', documents.routes);
    await screen.findByText('12/2026');
    // A multiple select (several statuses, as the dashboards' links ask): the menu stays open.
    await user.click(screen.getByRole('combobox', { name: /Stato documento/ }));
    await user.click(await screen.findByRole('option', { name: 'Annullato' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('7'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.type(screen.getByPlaceholderText('Cerca'), 'Rossi');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('Rossi'));
    expect(queries.at(-1)?.get('type')).toBe('order');
    expect(queries.at(-1)?.get('status')).toBe('7');
  });

  it('deletes a document after the confirmation, and shows the 409 reason otherwise', async () => {
    let deleted = 0;
    server.use(
      http.delete(api('/documents/:id'), ({ params }) => {
        if (params.id === '41')
          return HttpResponse.json(
            { message: 'Invoice 13/2026 is not the last number: issue a credit note instead' },
            { status: 409 },
          );
        deleted += 1;
        return HttpResponse.json({ item: makeDocument() });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/orders', documents.routes);
    const row = (await screen.findByText('12/2026')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Sei sicuro di voler eliminare questo documento?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sì, confermo!' }));
    expect(await screen.findByText('Documento eliminato con successo!')).toBeInTheDocument();
    expect(deleted).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const other = screen.getByText('13/2026').closest('tr')!;
    await user.click(within(other).getByRole('button', { name: 'Elimina' }));
    await user.click(await screen.findByRole('button', { name: 'Sì, confermo!' }));
    expect(await screen.findByText(/issue a credit note instead/)).toBeInTheDocument();
  });
});
