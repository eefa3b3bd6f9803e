import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShippingList } from '../../contract/shipping-lists';
import { shippingLists } from '../../src/resources/shipping-lists';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { renderScreen } from './renderScreen';
import { ddtFields, ddtReferenceHandlers, SHIPPING_SELECTS } from './shippingFixtures';

let current: ShippingList;
const makeList = (extra: Partial<ShippingList> = {}): ShippingList => ({
  id: 7,
  number: null,
  year: 2026,
  date: '2026-11-21',
  status: 0,
  ...ddtFields(),
  version: 3,
  item_count: 1,
  parcels: 2,
  weight: '12.5',
  items: [],
  ...extra,
});

let saved: Record<string, unknown> | null;
beforeEach(() => {
  saved = null;
  current = makeList();
  signedIn();
  server.use(
    ...ddtReferenceHandlers(),
    http.get(api('/shipping-lists/7'), () =>
      HttpResponse.json({ item: current, selects: SHIPPING_SELECTS }),
    ),
    http.put(api('/shipping-lists/7'), async ({ request }) => {
      saved = (await request.json()) as Record<string, unknown>;
      current = { ...current, ...saved, version: current.version + 1 } as ShippingList;
      return HttpResponse.json({ item: current });
    }),
  );
});

describe('the DDT section of the edit page', () => {
  it('keeps the customer once there are items and saves destination, porto and weight', async () => {
    const user = userEvent.setup();
    await renderScreen('/shipping/edit/7', shippingLists.routes);
    const section = (await screen.findByText('Documento di trasporto')).closest('fieldset')!;
    const customer = within(section).getByLabelText('Cliente');
    await waitFor(() => expect(customer).toHaveValue('C0001 — Rossi Forniture S.r.l.'));
    expect(customer).toBeDisabled();
    expect(
      within(section).getByText('Le righe vanno a questo cliente: rimuovile per cambiarlo'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Vuoto: la somma dei pesi delle righe (12,5 kg)'),
    ).toBeInTheDocument();

    // No destination: the billing address, said as such.
    expect(within(section).getByText('Indirizzo di fatturazione')).toBeInTheDocument();
    await user.click(within(section).getByLabelText('Luogo di destinazione'));
    const places = await screen.findByRole('listbox');
    expect(within(places).getByText('Indirizzo di fatturazione')).toBeInTheDocument();
    await user.click(
      within(places).getByText('Magazzino Verona — Via del Porto 4, 37135 Verona (VR)'),
    );
    await user.click(within(section).getByLabelText(/^Porto/));
    await user.click(within(await screen.findByRole('listbox')).getByText('Assegnato'));
    await user.type(within(section).getByLabelText('Peso lordo (kg)'), '14,75');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toMatchObject({
      customer_id: 7,
      destination_id: 21,
      carriage: 'forward',
      transport_by: 'carrier',
      carrier_id: 3,
      gross_weight: '14.75',
      version: 3,
    });
    expect(saved).not.toHaveProperty('carrier');
    expect(saved).not.toHaveProperty('customer');
    expect(saved).not.toHaveProperty('invoice');
  });

  it('says by which invoice a confirmed DDT is billed, with a link to it', async () => {
    current = makeList({
      status: 1,
      number: 4,
      invoice: { id: 61, number: 15, series: '', year: 2026, document_date: '2026-11-30' },
    });
    await renderScreen('/shipping/edit/7', shippingLists.routes);
    const link = await screen.findByRole('link', { name: 'Fatturato con fattura n. 15/2026' });
    expect(link).toHaveAttribute('href', '/documents/sales/invoices/edit/61');
    expect(link.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Salva' })).not.toBeInTheDocument();
    // The DDT's PDF is printed from the page's actions.
    expect(screen.getByRole('button', { name: /Stampa DDT/ })).toBeInTheDocument();
  });

  it('says a draft invoice bills it, without "n. bozza"', async () => {
    current = makeList({
      status: 1,
      number: 4,
      invoice: { id: 62, number: null, series: '', year: 2026, document_date: '2026-11-30' },
    });
    await renderScreen('/shipping/edit/7', shippingLists.routes);
    const link = await screen.findByRole('link', { name: 'Fatturato con una fattura in bozza' });
    expect(link).toHaveAttribute('href', '/documents/sales/invoices/edit/62');
  });
});
