import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SalesDocument } from '../../contract/documents';
import { PaymentStatus } from '../../contract/enums';
import { statusOptions } from '../../src/resources/documents/documentModel';
import { editPageHandlers, makeDocument } from './documentsFixtures';
import { CUSTOMER_SELECTS, makeCustomer } from './registryFixtures';
import {} from './fixtures';
import { api, server } from './msw';
import { signedIn } from './signedIn';
import { documents } from '../../src/resources/documents';
import { renderScreen } from './renderScreen';

let current: SalesDocument;

beforeEach(() => {
  current = makeDocument({
    type: 'invoice',
    status: 0,
    allowed_statuses: [1, 2],
    payment_term_id: 5,
    due_dates: [
      { due_date: '2026-12-31', amount: '753.08' },
      { due_date: '2027-01-31', amount: '753.08' },
    ],
  });
  signedIn();
  server.use(...editPageHandlers(() => current));
});

describe('payment term and due dates of a document', () => {
  it('shows the due dates and amounts the server computed, in Italian', async () => {
    await renderScreen('/documents/sales/invoices/show/40', documents.routes);
    const panel = await screen.findByTestId('document-due-dates');
    expect(within(panel).getByText('Scadenze')).toBeInTheDocument();
    const cells = within(panel)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual(['31/12/2026', '753,08 €', '31/01/2027', '753,08 €']);
  });

  it('says why an invoice has no due dates, and shows none for an order', async () => {
    current = { ...current, payment_term_id: null, due_dates: [] };
    const first = await renderScreen('/documents/sales/invoices/show/40', documents.routes);
    expect(
      await screen.findByText(
        'Nessuna scadenza: scegli le condizioni di pagamento e aggiungi le righe.',
      ),
    ).toBeInTheDocument();
    first.unmount();
    current = makeDocument({ type: 'order' });
    await renderScreen('/documents/sales/orders/show/40', documents.routes);
    expect(await screen.findByText('Ordine di vendita 12/2026')).toBeInTheDocument();
    expect(screen.queryByTestId('document-due-dates')).not.toBeInTheDocument();
  });

  it('edits the payment term of a draft with the header and sends it on save', async () => {
    current = { ...current, number: null, issued_at: null, sdi_status: null };
    let body: Record<string, unknown> | null = null;
    server.use(
      http.put(api('/documents/:id'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ item: { ...current, payment_term_id: 4, version: 4 } });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/invoices/edit/40', documents.routes);
    const term = await screen.findByRole('combobox', { name: /Condizioni di pagamento/ });
    await waitFor(() => expect(term).toHaveValue('RB3060FM — RiBa 30/60 gg f.m.'));
    await user.clear(term);
    await user.type(term, 'BB30');
    await user.click(await screen.findByRole('option', { name: 'BB30DF — Bonifico 30 gg d.f.' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(body).toMatchObject({ payment_term_id: 4, version: 3 }));
    expect(screen.getByTestId('document-due-dates')).toBeInTheDocument();
  });

  it('a new invoice takes the chosen customer’s payment term', async () => {
    const customer = makeCustomer({ payment_terms: 5 });
    let body: Record<string, unknown> | null = null;
    server.use(
      http.get(api('/customers'), () =>
        HttpResponse.json({ items: [customer], total: 1, selects: CUSTOMER_SELECTS }),
      ),
      http.get(api('/customers/7'), () =>
        HttpResponse.json({ item: customer, selects: CUSTOMER_SELECTS }),
      ),
      http.post(api('/documents'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ item: current }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/invoices/add', documents.routes);
    const customerInput = await screen.findByRole('combobox', { name: /Cliente/ });
    await user.type(customerInput, 'C0001');
    await user.click(await screen.findByRole('option', { name: /C0001/ }));
    const term = screen.getByRole('combobox', { name: /Condizioni di pagamento/ });
    await waitFor(() => expect(term).toHaveValue('RB3060FM — RiBa 30/60 gg f.m.'));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(body).toMatchObject({ customer_id: 7, payment_term_id: 5 }));
  });

  it('never offers overdue as a status to choose, only as the one a document has', () => {
    const ids = (options: { id: number }[]) => options.map((o) => o.id);
    expect(ids(statusOptions('invoice', undefined, undefined))).toEqual([0, 1, 2]);
    expect(ids(statusOptions('invoice', 0, [1, 2]))).toEqual([0, 1, 2]);
    expect(ids(statusOptions('invoice', PaymentStatus.overdue, [2]))).toEqual([2, 3]);
    expect(ids(statusOptions('order', undefined, undefined))).toContain(3);
  });
});
