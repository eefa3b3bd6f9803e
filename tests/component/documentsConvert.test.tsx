import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SalesDocument } from '../../contract/documents';
import { formatDate, today } from '../../src/resources/documents/documentModel';
import { editPageHandlers, makeDocument, makeRow } from './documentsFixtures';
import {} from './fixtures';
import { api, server } from './msw';
import { signedIn } from './signedIn';
import { documents } from '../../src/resources/documents';
import { renderScreen } from './renderScreen';

let current: SalesDocument;
const year = today().slice(0, 4);
const todayIt = formatDate(today(), 'it');
const invoice = makeDocument({
  id: 77,
  type: 'invoice',
  number: 5,
  year: Number(year),
  document_date: today(),
});
/** What a conversion makes: a draft invoice (no number until issued). */
const draftInvoice = { ...invoice, number: null, issued_at: null };

beforeEach(() => {
  current = makeDocument({ rows: [makeRow()] });
  signedIn();
  server.use(
    ...editPageHandlers(() => current),
    // The last invoice of the year is 4: the next one will be 5.
    http.get(api('/documents'), () =>
      HttpResponse.json({
        items: [makeDocument({ id: 70, type: 'invoice', number: 4 })],
        total: 1,
        total_capped: false,
      }),
    ),
  );
});

describe('order -> invoice, credit note, duplicate', () => {
  it('asks first, saying it makes a draft dated today, then lands on the invoice', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post(api('/documents/:id/convert'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        current = draftInvoice;
        return HttpResponse.json({ item: draftInvoice }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    await user.click(await screen.findByRole('button', { name: 'Trasforma in fattura' }));
    const dialog = await screen.findByRole('dialog', { name: "Trasformare l'ordine in fattura?" });
    expect(
      await within(dialog).findByText(
        `Verrà creata una bozza di fattura con data ${todayIt}, con quanto resta da fatturare delle righe dell'ordine 12/2026. Riceverà il numero quando la emetterai.`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: /Data della fattura/ }).textContent).toContain(
      todayIt,
    );
    expect(sent).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Crea fattura' }));
    await waitFor(() => expect(location()).toBe('/documents/sales/invoices/edit/77'));
    expect(sent).toEqual({ type: 'invoice', document_date: today() });
    expect(await screen.findByText("Bozza di fattura creata dall'ordine")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Emetti' })).toBeInTheDocument();
  });

  it('asks what to do with goods on DDTs no invoice bills, and shows what is billed', async () => {
    current = makeDocument({
      rows: [
        makeRow({
          shipped_quantity: '4.000',
          invoiced_quantity: '0.000',
          shipped_unbilled: '4.000',
        }),
      ],
    });
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post(api('/documents/:id/convert'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ item: draftInvoice }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/orders/show/40', documents.routes);
    expect(await screen.findByText('Spediti 4 · fatturati 0')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Trasforma in fattura' }));
    const dialog = await screen.findByRole('dialog', { name: "Trasformare l'ordine in fattura?" });
    const choices = within(dialog).getByRole('radiogroup', {
      name: 'Merce già spedita con DDT confermati',
    });
    expect(
      within(choices).getByRole('radio', { name: 'Fatturala ora, citando i DDT' }),
    ).toBeChecked();
    await user.click(
      within(choices).getByRole('radio', { name: 'Lasciala alla fattura differita' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Crea fattura' }));
    await waitFor(() =>
      expect(sent).toEqual({ type: 'invoice', document_date: today(), shipped: 'defer' }),
    );
  });

  it('an invoiced order links its invoice and no longer offers the conversion', async () => {
    current = makeDocument({
      related_by: [
        { id: 77, type: 'invoice', number: 5, series: '', year: 2026, document_date: '2026-11-22' },
      ],
      rows: [makeRow({ invoiced_quantity: '10.000', shipped_quantity: '0.000' })],
    });
    await renderScreen('/documents/sales/orders/show/40', documents.routes);
    const link = await screen.findByRole('link', { name: 'Fatturato con Fattura 5/2026' });
    expect(link).toHaveAttribute('href', '/documents/sales/invoices/show/77');
    expect(screen.queryByRole('button', { name: 'Trasforma in fattura' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Duplica' })).toBeInTheDocument();
  });

  it('an invoice links its order and makes a credit note after asking', async () => {
    current = makeDocument({
      ...invoice,
      related_document: {
        id: 40,
        type: 'order',
        number: 12,
        series: '',
        year: 2026,
        document_date: '2026-11-21',
      },
    });
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post(api('/documents/:id/convert'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        const note = makeDocument({ id: 90, type: 'credit-note', number: null });
        current = note;
        return HttpResponse.json({ item: note }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/documents/sales/invoices/edit/77', documents.routes);
    expect(await screen.findByRole('link', { name: 'Da Ordine 12/2026' })).toHaveAttribute(
      'href',
      '/documents/sales/orders/show/40',
    );
    expect(screen.queryByRole('button', { name: 'Trasforma in fattura' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Crea nota di credito' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/^Verrà creata una bozza di nota di credito con data /);
    await user.click(within(dialog).getByRole('button', { name: 'Crea nota di credito' }));
    await waitFor(() => expect(location()).toBe('/documents/sales/credit-notes/edit/90'));
    expect(sent).toEqual({ type: 'credit-note', document_date: today() });
  });

  it('duplicates after saying which document will be made, and opens it', async () => {
    let called = false;
    server.use(
      http.post(api('/documents/:id/duplicate'), () => {
        called = true;
        const copy = makeDocument({ id: 41, number: 13, document_date: today() });
        current = copy;
        return HttpResponse.json({ item: copy }, { status: 201 });
      }),
      http.get(api('/documents'), () =>
        HttpResponse.json({ items: [makeDocument({ number: 12 })], total: 1, total_capped: false }),
      ),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    await user.click(await screen.findByRole('button', { name: 'Duplica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicare il documento?' });
    expect(
      await within(dialog).findByText(
        `Verrà creato il documento Ordine 13/${year} con data ${todayIt}, con lo stesso cliente e le stesse righe di 12/2026.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Duplica' }));
    await waitFor(() => expect(location()).toBe('/documents/sales/orders/edit/41'));
    expect(called).toBe(true);
  });
});
