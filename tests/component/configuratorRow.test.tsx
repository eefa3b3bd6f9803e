import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConfigData } from '../../contract/configurator';
import type { SalesDocument } from '../../contract/documents';
import { documentHandlers, makeDocument, makeRow } from './documentsFixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { makeArticle, selectsHandlers } from './registryFixtures';
import { documents } from '../../src/resources/documents';
import { renderScreen } from './renderScreen';

const label = (it: string) => ({ it, en: '', de: '', fr: '', hu: '' });
const option = { unit: null, min: null, max: null, step: null, choices: [], required: true };
const configData: ConfigData = {
  row_id: 101,
  article_id: 9,
  pricing_type: 1,
  base_price: '40',
  dettagli: [
    { ...option, key: 'width', label: label('Larghezza'), type: 'number', unit: 'mm', min: '100' },
    { ...option, key: 'height', label: label('Altezza'), type: 'number', unit: 'mm' },
    {
      ...option,
      key: 'surface',
      label: label('Superficie'),
      type: 'choice',
      choices: [
        { value: '2b', label: label('2B opaca'), price_delta: '0' },
        { value: 'brushed', label: label('Satinata'), price_delta: '3.5' },
      ],
    },
  ],
  formula: 'base * width * height / 1000000',
  table: null,
  values: { width: '1000', height: '1000', surface: '2b' },
  unit_price: '40',
};
const sheet = makeArticle({ id: 9, code: 'LAM-INOX-1', configuration: configData });

let current: SalesDocument;
let sent: Record<string, unknown> | null;

beforeEach(() => {
  sent = null;
  current = makeDocument({
    rows: [
      makeRow({ id: 101, article_id: 9, description: 'Lamiera inox', config: null }),
      makeRow({ id: 102, position: 2, description: 'Bullone M10' }),
    ],
  });
  signedIn();
  server.use(
    ...selectsHandlers(),
    ...documentHandlers(() => current),
    http.get(api('/articles/:id'), ({ params }) =>
      HttpResponse.json({ item: params.id === '9' ? sheet : makeArticle() }),
    ),
    http.get(api('/articles'), () => HttpResponse.json({ items: [sheet], total: 1 })),
    http.get(api('/row/:id/config'), () => HttpResponse.json({ configData })),
  );
});

const openDialog = async () => {
  const user = userEvent.setup();
  await renderScreen('/documents/sales/orders/edit/40', documents.routes);
  const row = await screen.findByTestId('row-101');
  await user.click(await within(row).findByRole('button', { name: 'Configura' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByLabelText(/Larghezza/);
  return { user, dialog };
};

describe('configure a document row', () => {
  it('is offered on the rows of configurable articles only', async () => {
    await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    const row = await screen.findByTestId('row-101');
    expect(await within(row).findByRole('button', { name: 'Configura' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('row-102')).queryByRole('button', { name: 'Configura' }),
    ).not.toBeInTheDocument();
  });

  it('shows the price live as values change, and says what is wrong', async () => {
    const { user, dialog } = await openDialog();
    const price = within(dialog).getByTestId('config-price');
    expect(price).toHaveTextContent(/40,00\s€/);
    const width = within(dialog).getByLabelText(/Larghezza/);
    await user.clear(width);
    await user.type(width, '2500');
    expect(price).toHaveTextContent(/100,00\s€/);
    await user.clear(width);
    await user.type(width, '50');
    expect(price).toHaveTextContent('Larghezza: Valore inferiore al minimo');
  });

  it('saves with Enter, and the totals shown are the server’s', async () => {
    server.use(
      http.put(api('/row/:id/config'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        const row = makeRow({ id: 101, article_id: 9, unit_price: '100', net_amount: '1000.00' });
        current = { ...current, rows: [row, current.rows[1]], total: '9876.54', version: 4 };
        return HttpResponse.json({ item: row, document: current });
      }),
    );
    const { user, dialog } = await openDialog();
    const width = within(dialog).getByLabelText(/Larghezza/);
    await user.clear(width);
    await user.type(width, '2500{Enter}');

    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toEqual({
      rowData: { width: '2500', height: '1000', surface: '2b' },
      version: 3,
    });
    expect(await screen.findByText(/Riga configurata/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(screen.getByTestId('document-totals')).getByText(/^9\.876,54\s€$/),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('row-101')).getByText(/^1\.000,00\s€$/)).toBeInTheDocument();
  });

  it('shows a 400’s per-option errors on the inputs', async () => {
    server.use(
      http.put(api('/row/:id/config'), () =>
        HttpResponse.json(
          { message: 'Invalid input', errors: { 'rowData.height': 'Misura fuori tabella' } },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Misura fuori tabella')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Altezza/)).toHaveAttribute('aria-invalid', 'true');
  });
});
