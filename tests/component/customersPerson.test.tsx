import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SELECTS, makeGeneralReg } from './fixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { CUSTOMER_SELECTS, makeCustomer, selectsHandlers } from './registryFixtures';
import { renderScreen } from './renderScreen';
import { customers } from '../../src/resources/customers';

beforeEach(() => {
  signedIn();
  server.use(...selectsHandlers());
});

describe('customers for e-invoicing', () => {
  it('a new private customer is sent with first and last name and tax code', async () => {
    let body: { general?: Record<string, unknown> } | undefined;
    const person = makeGeneralReg({ id: 11, name: 'Bianchi Anna', is_person: true });
    server.use(
      http.get(api('/general-regs'), () =>
        HttpResponse.json({ items: [], total: 0, selects: SELECTS }),
      ),
      http.post(api('/customers'), async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({ item: makeCustomer({ general: person }) }, { status: 201 });
      }),
      http.get(api('/customers/7'), () =>
        HttpResponse.json({ item: makeCustomer({ general: person }), selects: CUSTOMER_SELECTS }),
      ),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/registry/customers/profile/new', customers.routes);

    await user.click(await screen.findByLabelText(/Privato/));
    expect(screen.queryByLabelText(/Ragione sociale/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Cognome/), 'Bianchi');
    await user.type(screen.getByLabelText(/^Nome/), 'Anna');
    await user.type(screen.getByLabelText(/Codice fiscale/), 'bnclna85m41f205o');
    await user.type(screen.getByLabelText(/Codice anagrafico/), 'c0100');
    await user.type(screen.getByLabelText(/^Fido/), '0{Enter}');

    await waitFor(() => expect(location()).toBe('/registry/customers/profile/7'));
    expect(body?.general).toMatchObject({
      is_person: true,
      first_name: 'Anna',
      last_name: 'Bianchi',
      tax_code: 'BNCLNA85M41F205O',
    });
  });

  it('the profile of a private customer shows first and last name', async () => {
    const person = makeGeneralReg({
      id: 11,
      name: 'Bianchi Anna',
      is_person: true,
      first_name: 'Anna',
      last_name: 'Bianchi',
      vat_number: null,
      tax_code: 'BNCLNA85M41F205O',
    });
    server.use(
      http.get(api('/customers/7'), () =>
        HttpResponse.json({ item: makeCustomer({ general: person }), selects: CUSTOMER_SELECTS }),
      ),
    );
    await renderScreen('/registry/customers/profile/7', customers.routes);
    expect(await screen.findByLabelText(/Cognome/)).toHaveValue('Bianchi');
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Anna');
    expect(screen.getByLabelText(/Privato/)).toBeChecked();
  });
});
