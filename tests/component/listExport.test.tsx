import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SalesDocument } from '../../contract/documents';
import { DOCUMENT_SELECTS, makeDocument } from './documentsFixtures';
import { api, server } from './msw';
import { signedIn } from './signedIn';
import { selectsHandlers } from './registryFixtures';
import { documents } from '../../src/resources/documents';
import { renderScreen } from './renderScreen';

/** Every type's documents, as the API holds them; it filters by `type` only when asked. */
const DOCUMENTS: SalesDocument[] = [
  makeDocument({ id: 40, type: 'order', number: 12, status: 5 }),
  makeDocument({ id: 41, type: 'order', number: 13, status: 7 }),
  makeDocument({ id: 50, type: 'invoice', number: 3, status: 0, sdi_status: 0 }),
  makeDocument({
    id: 51,
    type: 'invoice',
    number: 4,
    status: 2,
    document_date: '2026-11-22',
    sdi_status: 2,
  }),
  makeDocument({ id: 60, type: 'credit-note', number: 1, status: 0 }),
];

/** The export's requests: those asking for a whole page of 500. */
const exportQueries: URLSearchParams[] = [];
const blobs: Blob[] = [];

beforeEach(() => {
  exportQueries.length = 0;
  blobs.length = 0;
  signedIn();
  // jsdom has no object URLs: keep what the export saves instead.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x'),
      revokeObjectURL: () => {},
    }),
  );
  server.use(
    ...selectsHandlers(),
    http.get(api('/documents'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('perPage') === '500') exportQueries.push(query);
      const type = query.get('type');
      const status = query.get('status');
      const items = DOCUMENTS.filter(
        (doc) => (!type || doc.type === type) && (!status || String(doc.status) === status),
      );
      return HttpResponse.json({ items, total: items.length, selects: DOCUMENT_SELECTS });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function exportCsv() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Esporta' }));
  await user.click(await screen.findByRole('menuitem', { name: 'File CSV' }));
  await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 10_000 });
  return (await blobs[0].text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

describe('list export', () => {
  it('exports the invoices list: only invoices, statuses and dates as the list shows them', async () => {
    await renderScreen('/documents/sales/invoices', documents.routes);
    await screen.findByText('4/2026', {}, { timeout: 10_000 });
    const lines = await exportCsv();

    expect(exportQueries.length).toBeGreaterThan(0);
    for (const query of exportQueries) expect(query.get('type')).toBe('invoice');
    expect(lines[0]).toBe(
      'N. doc.;Sezionale;Anno;Cliente;Riferimento;Imponibile;Totale documento;Stato documento;' +
        'Stato SDI;Data documento;Data spedizione',
    );
    const rows = lines.slice(1).map((line) => line.split(';'));
    expect(rows.map((row) => row[0]).sort()).toEqual(['3', '4']);
    expect(rows.map((row) => row[7]).sort()).toEqual(['Da pagare', 'Pagato']);
    expect(rows.map((row) => row[8]).sort()).toEqual(['Consegnata', 'Da inviare']);
    expect(rows.find((row) => row[0] === '4')?.[9]).toBe('22/11/2026');
    expect(await screen.findByText('Esportate 2 righe')).toBeInTheDocument();
  });
});
