import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeferredPreview } from '../../contract/deferred-invoices';
import { documents } from '../../src/resources/documents';
import { defaultPeriod } from '../../src/resources/documents/deferred/deferredModel';
import { DEFERRED_PATH } from '../../src/resources/documents/deferred/paths';
import { DOCUMENT_SELECTS, editPageHandlers, makeDocument } from './documentsFixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { selectsHandlers } from './registryFixtures';
import { renderScreen } from './renderScreen';

/** Twelve customers to invoice: two batches of ten and two; the last one's DDT is of October. */
const preview: DeferredPreview = {
  items: Array.from({ length: 12 }, (_, i) => ({
    customer: { id: i + 1, name: `Cliente ${i + 1}` },
    ...(i === 11
      ? { month: '2026-10', invoice_date: '2026-10-31', deadline: '2026-11-15', late: true }
      : { month: '2026-11', invoice_date: '2026-11-30', deadline: '2026-12-15', late: false }),
    ddts: [{ id: 100 + i, number: 5 + i, year: 2026, date: '2026-11-03' }],
    rows: 2,
    net_total: '1000.00',
    total: '1220.00',
  })),
  settled: [],
  net_total: '12000.00',
  total: '14640.00',
};

const invoiceOf = (customerId: number) =>
  makeDocument({
    id: 500 + customerId,
    type: 'invoice',
    number: null,
    customer_id: customerId,
    customer: { ...makeDocument().customer, id: customerId, name: `Cliente ${customerId}` },
    total: '1220.00',
  });

let previewQueries: URLSearchParams[];
let posted: { from: string; to: string; customer_ids: number[] }[];

beforeEach(() => {
  previewQueries = [];
  posted = [];
  signedIn();
  server.use(
    ...selectsHandlers(),
    http.get(api('/documents/deferred-invoices'), ({ request }) => {
      previewQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(preview);
    }),
  );
});

/** POST answers: each batch waits for `release()` of its turn, so the test sees the progress. */
function postHandler(refuseBatch?: number) {
  const gates: (() => void)[] = [];
  server.use(
    http.post(api('/documents/deferred-invoices'), async ({ request }) => {
      const body = (await request.json()) as (typeof posted)[number];
      posted.push(body);
      const turn = posted.length;
      await new Promise<void>((resolve) => gates.push(resolve));
      if (turn === refuseBatch) {
        return HttpResponse.json(
          { message: 'Il DDT 9/2026 di Cliente 11 è già fatturato: Fattura (bozza)' },
          { status: 409 },
        );
      }
      return HttpResponse.json({ items: body.customer_ids.map(invoiceOf) }, { status: 201 });
    }),
  );
  return {
    release: async () => {
      await waitFor(() => expect(gates.length).toBeGreaterThan(0));
      gates.shift()!();
    },
  };
}

async function previewAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await renderScreen(DEFERRED_PATH, documents.routes);
  await user.click(await screen.findByRole('button', { name: 'Anteprima' }));
  const table = await screen.findByRole('table', { name: '12 fatture da creare' });
  await user.click(screen.getByRole('button', { name: 'Crea fatture' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/Verranno create 12 fatture in bozza/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Crea fatture' }));
  // The screen is hidden from assistive technology until the dialog has gone.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return table;
}

describe('Fatturazione differita', () => {
  it('is reached from the invoices list', async () => {
    server.use(
      http.get(api('/documents'), () =>
        HttpResponse.json({ items: [], total: 0, selects: DOCUMENT_SELECTS }),
      ),
    );
    await renderScreen('/documents/sales/invoices', documents.routes);
    const link = await screen.findByRole('link', { name: /Fatturazione differita/ });
    expect(link).toHaveAttribute('href', DEFERRED_PATH);
  });

  it('previews the default month, then makes the invoices ten customers at a time', async () => {
    const user = userEvent.setup();
    const gate = postHandler();
    const table = await previewAndConfirm(user);
    const { from, to } = defaultPeriod();
    expect(previewQueries[0].get('from')).toBe(from);
    expect(previewQueries[0].get('to')).toBe(to);
    expect(previewQueries[0].has('customer_ids')).toBe(false);
    expect(within(table).getByText('Cliente 1')).toBeInTheDocument();
    expect(within(table).getByText('n. 5/2026 del 03/11/2026')).toBeInTheDocument();
    expect(within(table).getByText('14.640,00 €')).toBeInTheDocument();
    const first = within(table).getByRole('row', { name: /^Cliente 1 / });
    expect(first).toHaveTextContent('30/11/202615/12/2026');
    const late = within(table).getByRole('row', { name: /^Cliente 12 / });
    expect(late).toHaveTextContent(
      '31/10/202615/11/2026In ritardo: andava emessa entro il 15/11/2026 (art. 21, c. 4, lett. a, DPR 633/72)',
    );

    expect(await screen.findByText('Clienti fatturati: 0 di 12')).toBeInTheDocument();
    await gate.release();
    expect(await screen.findByText('Clienti fatturati: 10 di 12')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83');
    await gate.release();
    expect(await screen.findByText('12 fatture in bozza create')).toBeInTheDocument();
    expect(posted.map((p) => p.customer_ids)).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [11, 12],
    ]);
    expect(posted[0]).toMatchObject({ from, to });
    const link = screen.getByRole('link', { name: /^Cliente 12: 1\.220,00\s€$/ });
    expect(link).toHaveAttribute('href', '/documents/sales/invoices/edit/512');
    expect(screen.getByRole('button', { name: 'Crea fatture' })).toBeDisabled();
  });

  it('stops at a refused batch, saying why, and lists the drafts made', async () => {
    const user = userEvent.setup();
    const gate = postHandler(2);
    await previewAndConfirm(user);
    await gate.release();
    await gate.release();
    expect(
      await screen.findByText(
        'Interrotto: Il DDT 9/2026 di Cliente 11 è già fatturato: Fattura (bozza)',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('10 fatture in bozza create')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Cliente \d+:/ })).toHaveLength(10);
  });
});

describe('a deferred invoice’s page', () => {
  it('links each DDT it bills', async () => {
    const invoice = makeDocument({ id: 77, type: 'invoice', number: null, issued_at: null });
    server.use(...editPageHandlers(() => invoice));
    // After the page's own handlers: msw tries the last added first.
    server.use(
      http.get(api('/documents/77/ddts'), () =>
        HttpResponse.json({
          items: [
            { id: 4, number: 2, year: 2026, date: '2026-11-06' },
            { id: 6, number: 4, year: 2026, date: '2026-11-18' },
          ],
        }),
      ),
    );
    await renderScreen('/documents/sales/invoices/edit/77', documents.routes);
    const first = await screen.findByRole('link', { name: 'DDT 2/2026 del 06/11/2026' });
    expect(first).toHaveAttribute('href', '/shipping/edit/4');
    expect(screen.getByRole('link', { name: 'DDT 4/2026 del 18/11/2026' })).toHaveAttribute(
      'href',
      '/shipping/edit/6',
    );
  });
});
