import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SalesDocument } from '../../contract/documents';
import { documents } from '../../src/resources/documents';
import { formatDate, today } from '../../src/resources/documents/documentModel';
import { editPageHandlers, makeDocument, makeRow } from './documentsFixtures';
import {} from './fixtures';
import { api, server } from './msw';
import { signedIn } from './signedIn';
import { renderScreen } from './renderScreen';

const year = Number(today().slice(0, 4));
const todayIt = formatDate(today(), 'it');
const draft = makeDocument({
  id: 77,
  type: 'invoice',
  number: null,
  issued_at: null,
  year,
  status: 0,
  allowed_statuses: [1, 2, 3],
  rows: [makeRow({ document_id: 77 })],
});
const issued: SalesDocument = {
  ...draft,
  number: 5,
  document_date: today(),
  issued_at: new Date().toISOString(),
  version: draft.version + 1,
};
let current: SalesDocument;
/** What the server says issuing would give (its series' next number), and the date it proposes. */
let next: { number: number; series: string };
let proposed: string;

beforeEach(() => {
  current = draft;
  next = { number: 5, series: '' };
  proposed = today();
  signedIn();
  server.use(
    ...editPageHandlers(() => current),
    http.get(api('/documents'), () =>
      HttpResponse.json({ items: [], total: 0, total_capped: false }),
    ),
    http.get(api('/documents/:id/issue-number'), ({ request }) => {
      const date = new URL(request.url).searchParams.get('document_date') ?? proposed;
      const year = Number(date.slice(0, 4));
      return HttpResponse.json({ item: { ...next, year, document_date: date } });
    }),
  );
});

describe('a draft invoice', () => {
  it('is titled Bozza, editable, and issued after a confirmation naming number and date', async () => {
    let sent: unknown = null;
    server.use(
      http.post(api('/documents/:id/issue'), async ({ request }) => {
        sent = await request.json();
        current = issued;
        return HttpResponse.json({ item: issued });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/invoices/edit/77', documents.routes);
    expect(await screen.findByText('Fattura (bozza)')).toBeInTheDocument();
    // The document's delete and its row's.
    expect(screen.getAllByRole('button', { name: 'Elimina' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Crea nota di credito' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Emetti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emettere il documento?' });
    expect(
      await within(dialog).findByText(
        `Il documento Fattura 5/${year} verrà emesso con data ${todayIt}. Da quel momento non si potrà più modificare né eliminare (solo lo stato del pagamento): per correggerlo servirà una nota di credito.`,
      ),
    ).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Emetti' }));
    await waitFor(() => expect(sent).toEqual({ document_date: today() }));
    expect(await screen.findByText(`Emesso il documento Fattura 5/${year}`)).toBeInTheDocument();
    expect(await screen.findByText(/^Documento emesso: non si modifica più/));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Emetti' })).toBeNull());
    expect(screen.queryAllByRole('button', { name: 'Elimina' })).toHaveLength(0);
  });

  it("shows the server's refusal and stays a draft", async () => {
    server.use(
      http.post(api('/documents/:id/issue'), () =>
        HttpResponse.json(
          {
            message: 'La data non può essere anteriore al 20/11/2026',
            errors: { document_date: 'Data non valida' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/invoices/edit/77', documents.routes);
    await user.click(await screen.findByRole('button', { name: 'Emetti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emettere il documento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Emetti' }));
    expect(
      await screen.findByText(/La data non può essere anteriore al 20\/11\/2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Emettere il documento?' })).toBeInTheDocument();
  });

  it('names the series the server will number it in, following the date picked', async () => {
    next = { number: 3, series: 'D' };
    const user = userEvent.setup();
    await renderScreen('/documents/sales/invoices/edit/77', documents.routes);
    await user.click(await screen.findByRole('button', { name: 'Emetti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emettere il documento?' });
    expect(await within(dialog).findByText(new RegExp(`Fattura 3/D/${year} verrà emesso`)));
    const date = within(dialog).getByRole('group', { name: /Data di emissione/ });
    await user.click(within(date).getByRole('spinbutton', { name: 'Anno' }));
    for (const digit of String(year - 1)) await user.keyboard(digit);
    expect(await within(dialog).findByText(new RegExp(`Fattura 3/D/${year - 1} verrà emesso`)));
  });
});

describe('a draft deferred invoice', () => {
  it('is issued on the date the server proposes (its own, in its DDTs’ month)', async () => {
    const date = `${year}-01-31`;
    current = { ...draft, document_date: date };
    proposed = date;
    let sent: unknown = null;
    server.use(
      http.get(api('/documents/:id/ddts'), () =>
        HttpResponse.json({ items: [{ id: 9, number: 4, year, date: `${year}-01-20` }] }),
      ),
      http.post(api('/documents/:id/issue'), async ({ request }) => {
        sent = await request.json();
        current = { ...issued, document_date: date };
        return HttpResponse.json({ item: current });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/invoices/edit/77', documents.routes);
    await screen.findByRole('link', { name: `DDT 4/${year} del 20/01/${year}` });
    await user.click(screen.getByRole('button', { name: 'Emetti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emettere il documento?' });
    expect(await within(dialog).findByText(new RegExp(`con data 31/01/${year}\\.`)));
    await user.click(within(dialog).getByRole('button', { name: 'Emetti' }));
    await waitFor(() => expect(sent).toEqual({ document_date: date }));
  });
});

describe('a late invoice', () => {
  it("asks again with the server's reason, and issues it once confirmed", async () => {
    const reason =
      'Fattura (bozza) è in ritardo: datata 03/11/2026, andava emessa entro il 15/11/2026, 12 giorni dopo l’operazione (art. 21, c. 4, DPR 633/72). Si può emettere ora, ma il ritardo è sanzionabile';
    const sent: unknown[] = [];
    server.use(
      http.post(api('/documents/:id/issue'), async ({ request }) => {
        const body = (await request.json()) as { confirm_late?: boolean };
        sent.push(body);
        if (!body.confirm_late) {
          return HttpResponse.json(
            { message: reason, errors: { confirm_late: reason } },
            { status: 409 },
          );
        }
        current = issued;
        return HttpResponse.json({ item: issued });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/invoices/edit/77', documents.routes);
    await user.click(await screen.findByRole('button', { name: 'Emetti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emettere il documento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Emetti' }));
    const late = await screen.findByRole('dialog', { name: 'Emettere in ritardo?' });
    expect(within(late).getByText(reason)).toBeInTheDocument();
    // No error toast: the question is the answer.
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(late).getByRole('button', { name: 'Emetti comunque' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { document_date: today() },
        { document_date: today(), confirm_late: true },
      ]),
    );
    expect(await screen.findByText(`Emesso il documento Fattura 5/${year}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Emettere in ritardo?' })).toBeNull(),
    );
  });
});

describe('a draft credit note with no corrected invoice', () => {
  it('asks why it corrects none, and saves the reason with the header', async () => {
    const note = makeDocument({
      id: 78,
      type: 'credit-note',
      number: null,
      issued_at: null,
      year,
      status: 0,
      related_document_id: null,
      rows: [makeRow({ document_id: 78 })],
    });
    current = note;
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.put(api('/documents/78'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        current = { ...note, unlinked_reason: sent.unlinked_reason as string, version: 2 };
        return HttpResponse.json({ item: current });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/credit-notes/edit/78', documents.routes);
    const reason = await screen.findByRole('textbox', { name: 'Motivo senza fattura rettificata' });
    expect(
      screen.getByText(/Se la nota non rettifica una sola fattura \(es\. sconto di fine anno/),
    ).toBeInTheDocument();
    await user.type(reason, 'Premio di fine anno');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(sent).toMatchObject({ unlinked_reason: 'Premio di fine anno' }));
  });
});

describe('an issued invoice', () => {
  it('is read-only, the status too (payments give it): no row form, no delete, a credit note offered', async () => {
    current = issued;
    await renderScreen('/documents/sales/invoices/edit/77', documents.routes);
    expect(await screen.findByText(`Fattura 5/${year}`)).toBeInTheDocument();
    expect(screen.getByText(/^Documento emesso: non si modifica più/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Riferimento' })).toHaveAttribute('readonly');
    // Its dates look read-only too: no calendar button (issue 33 point 9).
    expect(screen.queryByRole('button', { name: /^Scegli la data/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aggiungi riga' })).toBeNull();
    expect(screen.getByText('Vite a testa esagonale M8')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Elimina' })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Emetti' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Crea nota di credito' })).toBeInTheDocument();
    expect(screen.getByText(/^Segue gli incassi/)).toBeInTheDocument();
  });
});

describe('the invoices list', () => {
  it('shows Bozza in the number column of a draft, and filters drafts', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(api('/documents'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        const deferred = { ...issued, id: 78, number: 2, series: 'D' };
        return HttpResponse.json({
          items: [draft, issued, deferred],
          total: 3,
          total_capped: false,
        });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/invoices', documents.routes);
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getByText('Bozza')).toBeInTheDocument();
    expect(within(rows[2]).getByText(`5/${year}`)).toBeInTheDocument();
    expect(within(rows[3]).getByText(`2/D/${year}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiungi filtro' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Emissione' }));
    await user.click(await screen.findByRole('combobox', { name: 'Emissione' }));
    await user.click(await screen.findByRole('option', { name: 'Bozze' }));
    await waitFor(() => expect(queries.at(-1)?.get('issued')).toBe('false'));
    expect(queries.at(-1)?.get('type')).toBe('invoice');
  });
});

describe('from the list to an issued invoice', () => {
  it('opens its read-only page, even before the document (with its rows) arrives', async () => {
    current = issued;
    server.use(
      http.get(api('/documents'), () =>
        HttpResponse.json({
          items: [{ ...issued, rows: undefined }],
          total: 1,
          total_capped: false,
        }),
      ),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/documents/sales/invoices', documents.routes);
    await user.click(await screen.findByText(`5/${year}`));
    await waitFor(() => expect(location()).toBe('/documents/sales/invoices/edit/77'));
    expect(await screen.findByText('Vite a testa esagonale M8')).toBeInTheDocument();
    expect(screen.queryByText(/Si è verificato un errore/)).toBeNull();
  });
});
