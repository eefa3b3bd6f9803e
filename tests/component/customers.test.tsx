import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SELECTS, makeGeneralReg } from './fixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { CUSTOMER_SELECTS, makeArticle, makeCustomer, selectsHandlers } from './registryFixtures';
import { renderScreen } from './renderScreen';
import { customers } from '../../src/resources/customers';
import { STALE_VERSION_TEXT, staleVersionMessage } from './apiMessages';

beforeEach(() => {
  signedIn();
  server.use(...selectsHandlers());
});

const strip = ({ prices: _p, articles: _a, ...customer }: ReturnType<typeof makeCustomer>) =>
  customer;

describe('customers', () => {
  it('lists the customers with translated terms and Italian money', async () => {
    let query = '';
    server.use(
      http.get(api('/customers'), ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({
          items: [
            strip(makeCustomer()),
            strip(
              makeCustomer({
                id: 8,
                registry_code: 'C0002',
                general: makeGeneralReg({ id: 12, name: 'Bianchi Trasporti S.r.l.' }),
                payment_terms: 5,
                payment_term: { code: 'RB3060FM', description: 'RiBa 30/60 gg f.m.' },
                credit_limit: '50000.00',
                language: 'de',
              }),
            ),
          ],
          total: 2,
          selects: CUSTOMER_SELECTS,
        });
      }),
    );
    await renderScreen('/registry/customers', customers.routes);

    expect(await screen.findByText('Bianchi Trasporti S.r.l.')).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const title of [
      'Codice anagrafico',
      'Ragione sociale',
      'Condizioni di pagamento',
      'Fido',
    ]) {
      expect(within(table).getByText(title)).toBeInTheDocument();
    }
    expect(within(table).getByText('C0001')).toBeInTheDocument();
    // The terms' descriptions, as the API joins them.
    expect(await within(table).findByText('Bonifico 30 gg d.f.')).toBeInTheDocument();
    expect(await within(table).findByText('RiBa 30/60 gg f.m.')).toBeInTheDocument();
    expect(within(table).getByText('Tedesco')).toBeInTheDocument();
    expect(within(table).getByText(/^1\.234,50\s€$/)).toBeInTheDocument();
    expect(within(table).getByText(/^50\.000,00\s€$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Nuovo cliente/ })).toBeInTheDocument();
    expect(query).toContain('sort=registry_code');
  });

  it('the new customer form asks for the registry code and the credit limit', async () => {
    let posted = false;
    server.use(
      http.get(api('/general-regs'), () =>
        HttpResponse.json({ items: [], total: 0, selects: SELECTS }),
      ),
      http.post(api('/customers'), () => {
        posted = true;
        return HttpResponse.json({ item: makeCustomer() }, { status: 201 });
      }),
    );
    server.use(http.get(api('/customers/next-code'), () => HttpResponse.json({ code: 'C0012' })));
    const user = userEvent.setup();
    await renderScreen('/registry/customers/profile/new', customers.routes);

    const name = await screen.findByLabelText(/Ragione sociale/);
    expect(name).toHaveFocus();
    // The next registry code comes proposed; emptied, the form says it is required.
    const code = screen.getByLabelText(/Codice anagrafico/);
    await waitFor(() => expect(code).toHaveValue('C0012'));
    await user.clear(code);
    await user.type(name, 'Nuovo Cliente S.r.l.{Enter}');

    expect(await screen.findByText('Il codice anagrafico è obbligatorio')).toBeInTheDocument();
    expect(screen.getByText('Inserisci il valore del fido')).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  it('a private person gets a credit limit of 0, which stays editable (issue 33 point 9)', async () => {
    server.use(
      http.get(api('/general-regs'), () =>
        HttpResponse.json({ items: [], total: 0, selects: SELECTS }),
      ),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/customers/profile/new', customers.routes);
    const limit = await screen.findByLabelText(/^Fido/);
    expect(limit).toHaveValue('');
    await user.click(screen.getByLabelText(/Privato \(persona fisica\)/));
    await waitFor(() => expect(limit).toHaveValue('0'));
    await user.clear(limit);
    await user.type(limit, '500');
    expect(limit).toHaveValue('500');
  });

  it('adding a price sends form data with the customer id', async () => {
    let sent: FormData | undefined;
    let reads = 0;
    const article = makeArticle();
    server.use(
      http.get(api('/customers/7'), () => {
        reads += 1;
        return HttpResponse.json({ item: makeCustomer(), selects: CUSTOMER_SELECTS });
      }),
      http.get(api('/articles/3'), () => HttpResponse.json({ item: article, selects: {} })),
      http.get(api('/articles'), () =>
        HttpResponse.json({ items: [article], total: 1, selects: {} }),
      ),
      http.post(api('/customers/7/price-list'), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(
          {
            item: {
              id: 1,
              customer_id: 7,
              article_id: 3,
              article,
              price: '12.5',
              min_quantity: '10',
              valid_from: null,
              valid_to: null,
            },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/customers/profile/7', customers.routes);

    await user.click(await screen.findByRole('tab', { name: 'Listino prezzi' }));
    expect(await screen.findByText(/Nessun prezzo personalizzato/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Articolo/), 'VIT');
    await user.click(await screen.findByRole('option', { name: /VIT-M8/ }));
    await user.type(screen.getByLabelText(/^Prezzo/), '12,5');
    const quantity = screen.getByLabelText(/Quantità minima/);
    await user.clear(quantity);
    await user.type(quantity, '10');
    await user.click(screen.getByRole('button', { name: /Aggiungi/ }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.get('customer_id')).toBe('7');
    expect(sent!.get('article_id')).toBe('3');
    expect(sent!.get('price')).toBe('12.5');
    expect(sent!.get('min_quantity')).toBe('10');
    expect(sent!.has('valid_from')).toBe(false);
    expect(await screen.findByText('Prezzo salvato')).toBeInTheDocument();
    await waitFor(() => expect(reads).toBeGreaterThan(1));
  });

  it('keeps the tab in the address: a reload shows the same tab (issue 33 point 9)', async () => {
    server.use(
      http.get(api('/customers/7'), () =>
        HttpResponse.json({ item: makeCustomer(), selects: CUSTOMER_SELECTS }),
      ),
    );
    await renderScreen('/registry/customers/profile/7?tab=articles', customers.routes);
    expect(await screen.findByRole('tab', { name: 'Articoli del cliente' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Nessun codice articolo del cliente.')).toBeInTheDocument();
  });

  it("the profile shows the registry entry's phone and e-mail; the customer's own are overrides", async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.get(api('/customers/7'), () =>
        HttpResponse.json({ item: makeCustomer(), selects: CUSTOMER_SELECTS }),
      ),
      http.put(api('/customers/7'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ item: makeCustomer(), selects: CUSTOMER_SELECTS });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/customers/profile/7', customers.routes);

    const general = within(
      await screen.findByRole('group', { name: 'Informazioni generali' }, { timeout: 10_000 }),
    );
    expect(general.getByLabelText('Telefono')).toHaveValue('+39 045 5551110');
    expect(general.getByLabelText('E-mail')).toHaveValue('info@acciaierie.it');
    const ownPhone = screen.getByLabelText('Telefono solo per questo cliente');
    expect(ownPhone).toHaveValue('');
    expect(ownPhone).toHaveAttribute('placeholder', '+39 045 5551110');
    expect(screen.getByLabelText('E-mail solo per questo cliente')).toHaveAttribute(
      'placeholder',
      'info@acciaierie.it',
    );

    await user.clear(general.getByLabelText('Telefono'));
    await user.type(general.getByLabelText('Telefono'), '045 7654321');
    await waitFor(() => expect(ownPhone).toHaveAttribute('placeholder', '045 7654321'));
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(sent).toBeDefined(), { timeout: 10_000 });
    expect(sent).toMatchObject({
      phone: null,
      general: { id: 11, phone: '045 7654321', email: 'info@acciaierie.it' },
    });
  });

  it('shows the customer’s kind for VAT as its country and VAT number make it', async () => {
    const general = makeGeneralReg({
      id: 11,
      name: 'Müller Maschinenbau GmbH',
      country: 'DE',
      vat_number: '811569869',
      tax_code: null,
      province: null,
      zip: '80802',
      sdi_code: null,
    });
    server.use(
      http.get(api('/customers/7'), () =>
        HttpResponse.json({
          item: makeCustomer({ general, buyer_kind: 'eu_business' }),
          selects: CUSTOMER_SELECTS,
        }),
      ),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/customers/profile/7', customers.routes);

    const kind = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(kind).toHaveTextContent(
      'Tipo di cliente per l’IVA: Impresa UE con partita IVA. Le righe nuove vanno a 0 % N3.2: Non imponibile art. 41 DL 331/93',
    );
    await user.clear(screen.getByLabelText(/Partita IVA/));
    await waitFor(() =>
      expect(kind).toHaveTextContent(
        'Tipo di cliente per l’IVA: Privato UE. Le righe nuove prendono l’aliquota IVA dell’articolo.',
      ),
    );
  });

  it('a stale save says someone else changed the customer', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.get(api('/customers/7'), () =>
        HttpResponse.json({ item: makeCustomer(), selects: CUSTOMER_SELECTS }),
      ),
      http.put(api('/customers/7'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { message: staleVersionMessage('record.customer', 4, 3) },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/customers/profile/7', customers.routes);

    const limit = await screen.findByLabelText(/^Fido/);
    expect(limit).toHaveValue('1234,50');
    await user.clear(limit);
    await user.type(limit, '2.500,75');
    await user.click(screen.getByRole('button', { name: /Salva/ }));

    expect(await screen.findByText(STALE_VERSION_TEXT)).toBeInTheDocument();
    expect(sent).toMatchObject({
      version: 3,
      credit_limit: '2500.75',
      registry_code: 'C0001',
      general: { id: 11, name: 'Acciaierie Lombardo S.p.A.' },
    });
  });

  it('a customer used by documents is not deleted, and the server says why', async () => {
    server.use(
      http.get(api('/customers/7'), () =>
        HttpResponse.json({ item: makeCustomer(), selects: CUSTOMER_SELECTS }),
      ),
      http.delete(api('/customers/7'), () =>
        HttpResponse.json(
          { message: 'Il cliente è usato in 3 documenti e non può essere eliminato' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/registry/customers/profile/7', customers.routes);

    await user.click(await screen.findByRole('button', { name: /Elimina/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/C0001/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Conferma/ }));

    expect(
      await screen.findByText('Il cliente è usato in 3 documenti e non può essere eliminato'),
    ).toBeInTheDocument();
    expect(location()).toBe('/registry/customers/profile/7');
  });

  it('creates a customer and opens its profile', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.get(api('/general-regs'), () =>
        HttpResponse.json({ items: [], total: 0, selects: SELECTS }),
      ),
      http.post(api('/customers'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ item: makeCustomer() }, { status: 201 });
      }),
      http.get(api('/customers/7'), () =>
        HttpResponse.json({ item: makeCustomer(), selects: CUSTOMER_SELECTS }),
      ),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/registry/customers/profile/new', customers.routes);

    await user.type(await screen.findByLabelText(/Ragione sociale/), 'Nuovo Cliente S.r.l.');
    await user.type(screen.getByLabelText(/Codice anagrafico/), 'c0099');
    await user.type(screen.getByLabelText(/^Fido/), '5.000{Enter}');

    await waitFor(() => expect(location()).toBe('/registry/customers/profile/7'));
    expect(body).toMatchObject({
      general: { name: 'Nuovo Cliente S.r.l.', country: 'IT' },
      registry_code: 'c0099',
      credit_limit: '5000',
      payment_terms: null,
      language: 'it',
    });
    expect(await screen.findByText(/Profilo generale — Acciaierie Lombardo/)).toBeInTheDocument();
  });
});
