import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Configuration } from '../../contract/configurator';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { makeArticle, selectsHandlers } from './registryFixtures';
import { articles } from '../../src/resources/articles';
import { renderScreen } from './renderScreen';
import { STALE_VERSION_TEXT, staleVersionMessage } from './apiMessages';

const label = (it: string) => ({ it, en: '', de: '', fr: '', hu: '' });
const option = { unit: 'mm', min: null, max: null, step: null, choices: [], required: true };
const configuration: Configuration = {
  dettagli: [
    { ...option, key: 'width', label: label('Larghezza'), type: 'number' },
    { ...option, key: 'height', label: label('Altezza'), type: 'number' },
  ],
  formula: 'base * width * height / 1000000',
  table: null,
};
const article = makeArticle({ id: 9, pricing_type: 1, price: '40', version: 2, configuration });
let posted: Record<string, unknown> | null;

beforeEach(() => {
  posted = null;
  signedIn();
  server.use(
    ...selectsHandlers(),
    http.get(api('/articles/:id'), () => HttpResponse.json({ item: article })),
  );
});

const openSection = async () => {
  const user = userEvent.setup();
  await renderScreen('/registry/articles/edit/9', articles.routes);
  const section = await screen.findByRole('region', { name: 'Configurazione' }, { timeout: 8000 });
  await waitFor(() => expect(within(section).getAllByLabelText(/Chiave/)[0]).toHaveValue('width'));
  return { user, section };
};

describe('the article configuration', () => {
  it('previews the price of sample values with the formula being edited', async () => {
    const { user, section } = await openSection();
    const preview = within(section).getByTestId('config-preview');
    await user.type(within(preview).getByLabelText(/Larghezza/), '1000');
    await user.type(within(preview).getByLabelText(/Altezza/), '2000');
    expect(within(preview).getByTestId('config-price')).toHaveTextContent(/80,00\s€/);

    const formula = within(section).getByLabelText('Formula del prezzo');
    expect(formula).toHaveAccessibleDescription(/base, width, height/);
    await user.clear(formula);
    await user.type(formula, 'base * (width');
    // In the UI's language, not the pricing code's English.
    expect(within(preview).getByTestId('config-price')).toHaveTextContent(
      'Con questi valori la formula del prezzo non si può calcolare',
    );
  });

  it('saves the definition with the article version', async () => {
    server.use(
      http.post(api('/articles/:id/config'), async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ item: { ...article, version: 3 } });
      }),
    );
    const { user, section } = await openSection();
    const keys = within(section).getAllByLabelText(/Chiave/);
    await user.clear(keys[1]);
    await user.type(keys[1], 'depth');
    await user.click(within(section).getByRole('button', { name: 'Registra configurazione' }));
    await waitFor(() => expect(posted).not.toBeNull());
    expect(posted).toMatchObject({
      version: 2,
      formula: 'base * width * height / 1000000',
      table: null,
      dettagli: [
        { key: 'width', type: 'number', unit: 'mm', label: label('Larghezza') },
        { key: 'depth', type: 'number', required: true },
      ],
    });
    expect(await screen.findByText('Configurazione salvata')).toBeInTheDocument();
  });

  it('shows a 400’s errors on the fields, and a stale version plainly', async () => {
    let status = 400;
    server.use(
      http.post(api('/articles/:id/config'), () =>
        status === 400
          ? HttpResponse.json(
              {
                message: 'Invalid input',
                errors: { 'dettagli.1.key': 'Chiave ripetuta', formula: 'Formula non valida' },
              },
              { status: 400 },
            )
          : HttpResponse.json(
              { message: staleVersionMessage('record.article', 5, 4) },
              { status: 409 },
            ),
      ),
    );
    const { user, section } = await openSection();
    const save = within(section).getByRole('button', { name: 'Registra configurazione' });
    await user.click(save);
    expect(await within(section).findByText('Chiave ripetuta')).toBeInTheDocument();
    expect(within(section).getAllByLabelText(/Chiave/)[1]).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByText('Formula non valida')).toBeInTheDocument();

    status = 409;
    await user.click(save);
    expect(await screen.findByText(STALE_VERSION_TEXT)).toBeInTheDocument();
  });
});
