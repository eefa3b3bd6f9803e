import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Carrier } from '../../contract/carriers';
import { carriers } from '../../src/resources/carriers';
import { SELECTS } from './fixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { renderScreen } from './renderScreen';

const carrier = (overrides: Partial<Carrier> = {}): Carrier => ({
  id: 3,
  name: 'BRT S.p.A.',
  vat_number: '04112340121',
  tax_code: null,
  address: 'Via Emilia 1',
  zip: '40068',
  city: 'San Lazzaro di Savena',
  province: 'BO',
  country: 'IT',
  phone: '+39 051 000001',
  email: null,
  notes: null,
  version: 2,
  ...overrides,
});

beforeEach(() => {
  signedIn();
});

describe('carriers', () => {
  it('with none yet, shows the empty page that invites to create one (it loads when shown)', async () => {
    server.use(
      http.get(api('/carriers'), () =>
        HttpResponse.json({ items: [], total: 0, selects: SELECTS }),
      ),
    );
    await renderScreen('/registry/carriers', carriers.routes);
    expect(await screen.findByText('Nessun vettore')).toBeInTheDocument();
    expect(screen.getByText('Aggiungi il primo vettore')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // react-admin's own create path, which leads to the spec's (docs/routing.md).
    expect(screen.getByRole('link', { name: /crea/i })).toHaveAttribute('href', '/carriers/create');
  });

  it('lists the carriers the API answers, searching as typed, with Italian column titles', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(api('/carriers'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ items: [carrier()], total: 1, selects: SELECTS });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/carriers', carriers.routes);

    expect(await screen.findByText('BRT S.p.A.')).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const title of ['Ragione sociale', 'Partita IVA', 'Città', 'Provincia', 'Telefono']) {
      expect(within(table).getByText(title)).toBeInTheDocument();
    }
    expect(queries[0].get('sort')).toBe('name');

    await user.type(screen.getByPlaceholderText('Cerca'), 'brt');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('brt'));
  });

  it('creates a carrier, checking the VAT number first, and opens it', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(api('/carriers'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { item: carrier({ id: 9, name: 'Trasporti Neri' }) },
          { status: 201 },
        );
      }),
      http.get(api('/carriers/9'), () =>
        HttpResponse.json({ item: carrier({ id: 9, name: 'Trasporti Neri' }), selects: SELECTS }),
      ),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/registry/carriers/add', carriers.routes);

    await user.type(await screen.findByLabelText(/Ragione sociale/), 'Trasporti Neri');
    const vat = screen.getByLabelText(/Partita IVA/);
    await user.type(vat, '12345');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    expect(
      await screen.findByText('Partita IVA non valida: 11 cifre con cifra di controllo corretta'),
    ).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.clear(vat);
    await user.type(vat, 'IT 12345678903');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(location()).toBe('/registry/carriers/edit/9'));
    expect(body).toMatchObject({
      name: 'Trasporti Neri',
      vat_number: '12345678903',
      country: 'IT',
    });
  });

  it('deletes a carrier after the confirmation, and goes back to the list', async () => {
    let deleted = false;
    server.use(
      http.get(api('/carriers/3'), () => HttpResponse.json({ item: carrier(), selects: SELECTS })),
      http.delete(api('/carriers/3'), () => {
        deleted = true;
        return HttpResponse.json({ item: carrier() });
      }),
      http.get(api('/carriers'), () =>
        HttpResponse.json({ items: [], total: 0, selects: SELECTS }),
      ),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/registry/carriers/edit/3', carriers.routes);

    await user.click(await screen.findByRole('button', { name: /Elimina/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Eliminare «BRT S.p.A.»?')).toBeInTheDocument();
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: /Conferma/ }));

    await waitFor(() => expect(location()).toBe('/registry/carriers'));
    expect(deleted).toBe(true);
  });
});
