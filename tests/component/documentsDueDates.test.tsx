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
    current = { ...current, number: null, issued_at: null, sdi_status: null };
    await renderScreen('/documents/sales/invoices/show/40', documents.routes);
    const panel = await screen.findByTestId('document-due-dates');
    expect(within(panel).getByText('Scadenze')).toBeInTheDocument();
    const cells = within(panel)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual(['31/12/2026', '753,08 €', '31/01/2027', '753,08 €']);
  });

  it('says why an invoice has no due dates, and shows none for an order', async () => {
    current = { ...current, issued_at: null, payment_term_id: null, due_dates: [] };
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

  it('shows an issued invoice’s instalments with what is open, and offers to collect it', async () => {
    const instalment = (id: number, state: string, open: string) => ({
      id,
      document: {
        id: 40,
        type: 'invoice',
        number: 12,
        series: '',
        year: 2026,
        document_date: '2026-11-30',
      },
      customer: { id: current.customer_id, name: 'Rossi' },
      position: id,
      count: 2,
      due_date: id === 1 ? '2026-12-31' : '2027-01-31',
      method: 'MP12',
      amount: '753.08',
      charges: '0.00',
      paid: id === 1 ? '300.00' : '0.00',
      credited: '0.00',
      written_off: '0.00',
      write_off_reason: null,
      open,
      state,
      bank_state: 'none',
      days_overdue: 0,
      version: 1,
    });
    let asked: URLSearchParams | null = null;
    server.use(
      http.get(api('/instalments'), ({ request }) => {
        asked = new URL(request.url).searchParams;
        const items = [instalment(1, 'partly_paid', '453.08'), instalment(2, 'open', '753.08')];
        return HttpResponse.json({ items, total: 2, total_capped: false, selects: {} });
      }),
    );
    await renderScreen('/documents/sales/invoices/show/40', documents.routes);
    const panel = await screen.findByTestId('document-instalments');
    await within(panel).findByText('Parzialmente pagata');
    expect(asked!.get('document_id')).toBe('40');
    expect(asked!.get('settled')).toBe('true');
    const cells = within(panel)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual([
      '31/12/2026',
      'MP12',
      '753,08 €',
      '453,08 €',
      'Parzialmente pagata',
      '31/01/2027',
      'MP12',
      '753,08 €',
      '753,08 €',
      'Aperta',
    ]);
    const collect = within(panel).getByRole('link', { name: 'Registra incasso' });
    expect(decodeURIComponent(collect.getAttribute('href')!)).toContain('"instalment_ids":[1,2]');
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
