import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentTermSelects, type PaymentTerm } from '../../contract/payment-terms';
import { paymentTerms } from '../../src/resources/payment-terms';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { renderScreen } from './renderScreen';

const SELECTS = paymentTermSelects('it');

const term = (overrides: Partial<PaymentTerm> = {}): PaymentTerm => ({
  id: 4,
  code: 'RB3060FM',
  description: 'RiBa 30/60 gg f.m.',
  method: 'MP12',
  basis: 'end_of_month',
  days: [30, 60],
  notes: null,
  version: 1,
  ...overrides,
});

beforeEach(() => {
  signedIn();
});

describe('payment terms', () => {
  it('lists each term with its method, basis and days in words', async () => {
    server.use(
      http.get(api('/payment-terms'), () =>
        HttpResponse.json({ items: [term()], total: 1, selects: SELECTS }),
      ),
    );
    await renderScreen('/registry/payment-terms', paymentTerms.routes);

    const row = (await screen.findByText('RiBa 30/60 gg f.m.')).closest('tr')!;
    expect(within(row).getByText('MP12 RiBa')).toBeInTheDocument();
    expect(within(row).getByText('Fine mese')).toBeInTheDocument();
    expect(within(row).getByText('30, 60')).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const title of ['Codice', 'Descrizione', 'Modalità di pagamento', 'Decorrenza']) {
      expect(within(table).getByText(title)).toBeInTheDocument();
    }
  });

  it('sends the days typed as a list, after refusing them out of order', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(api('/payment-terms'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ item: term({ id: 8 }) }, { status: 201 });
      }),
      http.get(api('/payment-terms/8'), () =>
        HttpResponse.json({ item: term({ id: 8 }), selects: SELECTS }),
      ),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/registry/payment-terms/add', paymentTerms.routes);

    await user.type(await screen.findByLabelText(/^Codice/), 'RB306090');
    await user.type(screen.getByLabelText(/^Descrizione/), 'RiBa 30/60/90 gg f.m.');
    await user.click(screen.getByRole('combobox', { name: /Modalità di pagamento/ }));
    // Required: no empty choice to pick (issue 33 point 9).
    expect(await screen.findByRole('option', { name: 'MP12 RiBa' })).toBeInTheDocument();
    const options = screen.getAllByRole('option');
    expect(options.filter((option) => option.textContent?.trim() === '')).toEqual([]);
    await user.click(await screen.findByRole('option', { name: 'MP12 RiBa' }));
    await user.click(screen.getByRole('combobox', { name: /Decorrenza/ }));
    await user.click(await screen.findByRole('option', { name: 'Fine mese' }));
    const days = screen.getByLabelText(/Giorni delle scadenze/);
    await user.type(days, '60, 30');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    expect(await screen.findByText(/giorni interi da 0 a 365, crescenti/)).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.clear(days);
    await user.type(days, '30, 60 90');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(location()).toBe('/registry/payment-terms/edit/8'));
    expect(body).toEqual({
      code: 'RB306090',
      description: 'RiBa 30/60/90 gg f.m.',
      method: 'MP12',
      basis: 'end_of_month',
      days: [30, 60, 90],
      notes: null,
    });
  });

  it('shows the server’s duplicate-code answer on the code field', async () => {
    server.use(
      http.get(api('/payment-terms/4'), () =>
        HttpResponse.json({ item: term(), selects: SELECTS }),
      ),
      http.put(api('/payment-terms/4'), () =>
        HttpResponse.json(
          {
            message: 'Un altro record ha già questo valore: cambia il campo evidenziato',
            errors: { code: 'Valore già in uso' },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/registry/payment-terms/edit/4', paymentTerms.routes);

    const code = await screen.findByLabelText(/^Codice/);
    expect(screen.getByLabelText(/Giorni delle scadenze/)).toHaveValue('30, 60');
    await user.clear(code);
    await user.type(code, 'RD');
    await user.click(screen.getByRole('button', { name: /Salva/ }));

    expect(await screen.findByText('Valore già in uso')).toBeInTheDocument();
    expect(location()).toBe('/registry/payment-terms/edit/4');
  });
});
