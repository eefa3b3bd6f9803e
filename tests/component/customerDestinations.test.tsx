import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Destination } from '../../contract/destinations';
import type { SalesDocument } from '../../contract/documents';
import { msg, translate } from '../../contract/messages';
import { customers } from '../../src/resources/customers';
import { documents } from '../../src/resources/documents';
import { documentHandlers, editPageHandlers, makeDocument } from './documentsFixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { CUSTOMER_SELECTS, makeCustomer, selectsHandlers } from './registryFixtures';
import { renderScreen } from './renderScreen';

const verona: Destination = {
  id: 31,
  customer_id: 7,
  name: 'Magazzino Verona',
  address: 'Via dell’Industria 14',
  zip: '37135',
  city: 'Verona',
  province: 'VR',
  country: 'IT',
  phone: null,
  notes: 'Scarico 8-12',
  version: 2,
};
const innsbruck: Destination = {
  ...verona,
  id: 32,
  name: 'Lager Innsbruck',
  address: 'Grabenweg 3',
  zip: '6020',
  city: 'Innsbruck',
  province: null,
  country: 'AT',
  notes: null,
  version: 1,
};

let destinations: Destination[];
beforeEach(() => {
  destinations = [verona];
  signedIn();
  server.use(
    ...selectsHandlers(),
    http.get(api('/customers/7'), () =>
      HttpResponse.json({ item: makeCustomer({ destinations }), selects: CUSTOMER_SELECTS }),
    ),
  );
});

const openTab = async (user: ReturnType<typeof userEvent.setup>) => {
  await renderScreen('/registry/customers/profile/7', customers.routes);
  await user.click(await screen.findByRole('tab', { name: 'Destinazioni' }));
};

describe('the customer’s "Destinazioni" tab', () => {
  it('lists the destinations and adds one as JSON, then reads the customer again', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(api('/customers/7/destinations'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        destinations = [innsbruck, verona];
        return HttpResponse.json({ item: innsbruck }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await openTab(user);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Magazzino Verona')).toBeInTheDocument();
    expect(within(table).getByText('Via dell’Industria 14, 37135 Verona (VR)')).toBeInTheDocument();
    expect(within(table).getByText('Scarico 8-12')).toBeInTheDocument();

    await user.type(
      screen.getByRole('textbox', { name: /^Nome della destinazione/ }),
      'Lager Innsbruck',
    );
    await user.type(screen.getByRole('textbox', { name: /^Indirizzo/ }), 'Grabenweg 3');
    await user.type(screen.getByRole('textbox', { name: /^Città/ }), 'Innsbruck');
    const country = screen.getByRole('combobox', { name: 'Nazione' });
    await user.clear(country);
    await user.type(country, 'Austria');
    await user.click(await screen.findByRole('option', { name: 'Austria' }));
    await user.type(screen.getByRole('textbox', { name: /^CAP/ }), '6020');
    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      name: 'Lager Innsbruck',
      address: 'Grabenweg 3',
      zip: '6020',
      city: 'Innsbruck',
      country: 'AT',
      province: null,
      phone: null,
      notes: null,
    });
    expect(await screen.findByText('Destinazione salvata')).toBeInTheDocument();
    expect(await screen.findByText('Grabenweg 3, 6020 Innsbruck, AT')).toBeInTheDocument();
  });

  it('checks the postcode against the country before sending', async () => {
    let posted = false;
    server.use(
      http.post(api('/customers/7/destinations'), () => {
        posted = true;
        return HttpResponse.json({ item: innsbruck }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await openTab(user);
    await user.type(
      await screen.findByRole('textbox', { name: /^Nome della destinazione/ }),
      'Cantiere',
    );
    await user.type(screen.getByRole('textbox', { name: /^Indirizzo/ }), 'Via Zanica 60');
    await user.type(screen.getByRole('textbox', { name: /^Città/ }), 'Bergamo');
    await user.type(screen.getByRole('textbox', { name: /^CAP/ }), '2412');
    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));
    expect(await screen.findByText('CAP non valido: 5 cifre')).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  it('saves an edited destination with its version', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.put(api('/customers/destinations/31'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ item: { ...verona, name: 'Magazzino Sud', version: 3 } });
      }),
    );
    const user = userEvent.setup();
    await openTab(user);
    const row = (await screen.findByText('Magazzino Verona')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Modifica' }));
    const name = screen.getByRole('textbox', { name: /^Nome della destinazione/ });
    await waitFor(() => expect(name).toHaveValue('Magazzino Verona'));
    await user.clear(name);
    await user.type(name, 'Magazzino Sud{Enter}');
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ name: 'Magazzino Sud', province: 'VR', version: 2 });
    expect(await screen.findByText('Destinazione salvata')).toBeInTheDocument();
  });

  it('asks before deleting, and shows why the server refuses', async () => {
    const refusal = translate(
      msg('destinations.in_document', {
        name: 'Magazzino Verona',
        document: msg('document_ref', { type: msg('document_type.order'), number: 11, year: 2026 }),
      }),
      'it',
    );
    server.use(
      http.delete(api('/customers/destinations/31'), () =>
        HttpResponse.json({ message: refusal }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    await openTab(user);
    const row = (await screen.findByText('Magazzino Verona')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Eliminare la destinazione?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(
      await screen.findByText('«Magazzino Verona» è la destinazione di Ordine 11/2026', {
        exact: false,
      }),
    ).toBeInTheDocument();
  });
});

describe('the document header’s "Destinazione"', () => {
  it('offers the billing address and the customer’s destinations, and saves the choice', async () => {
    destinations = [innsbruck, verona];
    let current: SalesDocument = makeDocument();
    let sent: Record<string, unknown> | undefined;
    server.use(
      // Before the edit page's handlers: the first match answers.
      http.get(api('/customers/7'), () =>
        HttpResponse.json({ item: makeCustomer({ destinations }), selects: CUSTOMER_SELECTS }),
      ),
      ...editPageHandlers(() => current),
      http.put(api('/documents/:id'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        current = {
          ...current,
          destination_id: 31,
          destination: { ...verona },
          version: 4,
        };
        return HttpResponse.json({ item: current });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/documents/sales/orders/edit/40', documents.routes);
    const select = await screen.findByRole('combobox', { name: 'Destinazione' });
    await waitFor(() => expect(select).toHaveTextContent('Indirizzo di fatturazione'));
    await user.click(select);
    await screen.findByRole('option', { name: /^Magazzino Verona/ });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Indirizzo di fatturazione',
      'Lager Innsbruck — Grabenweg 3, 6020 Innsbruck, AT',
      'Magazzino Verona — Via dell’Industria 14, 37135 Verona (VR)',
    ]);
    await user.click(options[2]);
    await user.click(screen.getAllByRole('button', { name: 'Salva' })[0]);
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ destination_id: 31, customer_id: 7 });
  });

  it('shows on the document’s page, under the billing address', async () => {
    server.use(
      ...documentHandlers(() =>
        makeDocument({ destination_id: 32, destination: { ...innsbruck } }),
      ),
    );
    await renderScreen('/documents/sales/orders/show/40', documents.routes);
    const caption = await screen.findByText('Destinazione');
    expect(caption.nextSibling).toHaveTextContent('Lager Innsbruck');
    expect(caption.nextSibling).toHaveTextContent('Grabenweg 3, 6020 Innsbruck, AT');
  });
});
