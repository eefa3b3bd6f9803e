import type { SdiEvent } from '../../contract/sdi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SdiReceiptsResponse } from '../../contract/sdi';
import { DOCUMENT_SELECTS, documentHandlers, makeDocument } from './documentsFixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { selectsHandlers } from './registryFixtures';
import { documents } from '../../src/resources/documents';
import { renderScreen } from './renderScreen';

const queries: URLSearchParams[] = [];
const invoice = (overrides = {}) =>
  makeDocument({ id: 50, type: 'invoice', number: 3, status: 0, sdi_status: 0, ...overrides });

beforeEach(() => {
  queries.length = 0;
  signedIn();
  server.use(
    ...selectsHandlers(),
    http.get(api('/documents'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const items =
        query.get('type') === 'invoice'
          ? [invoice(), invoice({ id: 51, number: 4, sdi_status: 4 })]
          : [makeDocument()];
      return HttpResponse.json({ items, total: items.length, selects: DOCUMENT_SELECTS });
    }),
  );
});

describe('SDI on the invoices list', () => {
  it('shows the SDI state column on invoices, not on orders', async () => {
    await renderScreen('/documents/sales/invoices', documents.routes);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Stato SDI')).toBeInTheDocument();
    expect(within(table).getByText('Da inviare')).toBeInTheDocument();
    expect(within(table).getByText('Scartata').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    // The e-invoicing buttons load with the invoices' list, after the table.
    expect(
      await screen.findByRole('button', { name: /Scarica XML del periodo/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Carica ricevute SDI/ })).toBeInTheDocument();
  });

  it('orders have no SDI column nor buttons', async () => {
    await renderScreen('/documents/sales/orders', documents.routes);
    const table = await screen.findByRole('table');
    await within(table).findByText('12/2026');
    expect(within(table).queryByText('Stato SDI')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Carica ricevute SDI/ })).not.toBeInTheDocument();
  });

  it('filters by SDI state from the URL', async () => {
    await renderScreen(
      `/documents/sales/invoices?filter=${encodeURIComponent(JSON.stringify({ sdi_status: [4] }))}`,
      documents.routes,
    );
    await screen.findByRole('table');
    await waitFor(() => expect(queries.at(-1)?.get('sdi_status')).toBe('4'));
  });

  it('downloads the zip of the period chosen and says how many were sent', async () => {
    let asked: URLSearchParams | undefined;
    const zip = new Uint8Array(22);
    new DataView(zip.buffer).setUint32(0, 0x06054b50, true);
    new DataView(zip.buffer).setUint16(10, 2, true);
    server.use(
      http.get(api('/documents/sdi-export'), ({ request }) => {
        asked = new URL(request.url).searchParams;
        return new HttpResponse(zip, { headers: { 'content-type': 'application/zip' } });
      }),
    );
    const createUrl = vi.fn(() => 'blob:zip');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    await renderScreen('/documents/sales/invoices', documents.routes);
    await user.click(await screen.findByRole('button', { name: /Scarica XML del periodo/ }));
    const dialog = await screen.findByRole('dialog', { name: /Scarica i file XML/ });
    await user.click(within(dialog).getByRole('button', { name: 'Scarica zip' }));
    await waitFor(() => expect(asked?.get('date_from')).toMatch(/^\d{4}-\d{2}-01$/));
    expect(asked?.get('date_to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findByText('2 documenti segnati come inviati')).toBeInTheDocument();
    expect(createUrl).toHaveBeenCalled();
  });

  it("shows the server's message when there is nothing to send", async () => {
    server.use(
      http.get(api('/documents/sdi-export'), () =>
        HttpResponse.json({ message: 'Nessuna fattura o nota da inviare' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/invoices', documents.routes);
    await user.click(await screen.findByRole('button', { name: /Scarica XML del periodo/ }));
    await user.click(await screen.findByRole('button', { name: 'Scarica zip' }));
    expect(await screen.findByText('Nessuna fattura o nota da inviare')).toBeInTheDocument();
  });

  it('uploads the receipts chosen and shows the report per file', async () => {
    let sent: File[] = [];
    const report: SdiReceiptsResponse = {
      updated: 1,
      items: [
        {
          file: 'IT01234567897_00001_NS_001.xml',
          kind: 'NS',
          invoice_file: 'IT01234567897_00001.xml',
          outcome: 'updated',
          document: { id: 51, type: 'invoice', number: 4, series: '', year: 2026 },
          sdi_status: 4,
          message: 'Fattura 4/2026: stato SDI ora «Scartata»',
        },
        {
          file: 'altro.xml',
          kind: null,
          invoice_file: null,
          outcome: 'unreadable',
          document: null,
          sdi_status: null,
          message: 'Non è una ricevuta SDI',
        },
      ],
    };
    server.use(
      http.post(api('/documents/sdi-receipts'), async ({ request }) => {
        sent = (await request.formData()).getAll('files') as File[];
        return HttpResponse.json(report);
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/invoices', documents.routes);
    await user.click(await screen.findByRole('button', { name: /Carica ricevute SDI/ }));
    const dialog = await screen.findByRole('dialog', { name: /Carica le ricevute SDI/ });
    const upload = within(dialog).getByRole('button', { name: 'Carica' });
    expect(upload).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Scegli i file'), [
      new File(['<a/>'], 'IT01234567897_00001_NS_001.xml', { type: 'text/xml' }),
      new File(['<b/>'], 'altro.xml', { type: 'text/xml' }),
    ]);
    expect(within(dialog).getByText('2 file scelti')).toBeInTheDocument();
    await user.click(upload);
    expect(await within(dialog).findByText('1 documento aggiornato')).toBeInTheDocument();
    // (jsdom's FormData loses the names on the way; browsers send them.)
    expect(sent).toHaveLength(2);
    const rows = within(dialog).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Aggiornato');
    expect(rows[1]).toHaveTextContent('Fattura 4/2026: stato SDI ora «Scartata»');
    expect(rows[2]).toHaveTextContent('Illeggibile');
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

/** An SDI history event as the API answers it. */
const event = (fields: Partial<SdiEvent> & Pick<SdiEvent, 'id' | 'kind'>): SdiEvent => ({
  at: '2026-11-21T09:30:00.000Z',
  file_name: null,
  receipt: null,
  errors: null,
  fields: null,
  date: null,
  ...fields,
});

describe('SDI on the invoice page', () => {
  it('a rejected invoice shows the SDI errors and is sent again after a confirmation', async () => {
    let current = invoice({
      sdi_status: 4,
      sdi_file_name: 'IT01234567897_00001.xml',
      sdi_error: [
        { code: '00311', description: 'CodiceDestinatario non valido', suggestion: null },
      ],
    });
    let resent = false;
    server.use(
      http.get(api('/documents/50/sdi-history'), () =>
        HttpResponse.json({
          items: [
            event({ id: 1, kind: 'sent', file_name: 'IT01234567897_00001.xml' }),
            event({
              id: 2,
              kind: 'receipt',
              file_name: 'IT01234567897_00001.xml',
              receipt: 'NS',
              errors: [{ code: '00311', description: 'CodiceDestinatario', suggestion: null }],
            }),
            event({
              id: 3,
              kind: 'corrected',
              fields: ['document_date', 'rows'],
              date: { from: '2026-11-20', to: '2026-11-22' },
            }),
          ],
        }),
      ),
      ...documentHandlers(() => current),
      http.post(api('/documents/50/sdi-resend'), () => {
        resent = true;
        current = invoice({ sdi_status: 0 });
        return HttpResponse.json({ item: current });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/invoices/show/50', documents.routes);
    expect(await screen.findByText('00311 CodiceDestinatario non valido')).toBeInTheDocument();
    expect(screen.getByText('File inviato: IT01234567897_00001.xml')).toBeInTheDocument();
    const history = await screen.findByRole('region', { name: 'Storico SDI' });
    const lines = within(history).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent?.replace(/^.* — /, ''))).toEqual([
      'Inviato il file IT01234567897_00001.xml',
      'Ricevuta: notifica di scarto (IT01234567897_00001.xml): 00311 CodiceDestinatario',
      'Corretto: data dal 20/11/2026 al 22/11/2026, righe',
    ]);
    await user.click(screen.getByRole('button', { name: 'Invia di nuovo' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Segna da inviare/ }));
    await waitFor(() => expect(resent).toBe(true));
    expect(await screen.findByText('Da inviare')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invia di nuovo' })).not.toBeInTheDocument();
  });

  it('an order shows no SDI state', async () => {
    server.use(...documentHandlers(() => makeDocument()));
    await renderScreen('/documents/sales/orders/show/40', documents.routes);
    expect(await screen.findByText('Ordine di vendita 12/2026')).toBeInTheDocument();
    expect(screen.queryByText('Stato SDI')).not.toBeInTheDocument();
  });
});
