import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { ARTICLE_SELECTS, makeArticle, selectsHandlers } from './registryFixtures';
import { articles } from '../../src/resources/articles';
import { renderScreen } from './renderScreen';

beforeEach(() => {
  signedIn();
  server.use(...selectsHandlers());
});

describe('articles', () => {
  it('lists articles with translated lifecycle chips, VAT and Italian prices', async () => {
    server.use(
      http.get(api('/articles'), () =>
        HttpResponse.json({
          items: [
            makeArticle(),
            makeArticle({
              id: 4,
              code: 'BUL-10',
              description: 'Bullone M10',
              lifecycle_status: 0,
              pricing_type: 2,
              price: '1234.5',
              vat_rate: '10',
            }),
          ],
          total: 2,
          selects: ARTICLE_SELECTS,
        }),
      ),
    );
    await renderScreen('/registry/articles', articles.routes);

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Bullone M10')).toBeInTheDocument();
    expect(within(table).getByText('Attivo').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    expect(within(table).getByText('Bozza').closest('.MuiChip-root')).toBeInTheDocument();
    expect(within(table).getByText('A tabella')).toBeInTheDocument();
    expect(within(table).getByText('Prezzo fisso')).toBeInTheDocument();
    expect(within(table).getByText('10 %')).toBeInTheDocument();
    expect(within(table).getByText(/^0,125\s€$/)).toBeInTheDocument();
    expect(within(table).getByText(/^1\.234,50\s€$/)).toBeInTheDocument();
  });

  it('the article form asks for the VAT nature with the 0 % rate', async () => {
    let posted = false;
    server.use(
      http.post(api('/articles'), () => {
        posted = true;
        return HttpResponse.json({ item: makeArticle() }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/articles/add', articles.routes);

    const code = await screen.findByLabelText('Codice');
    expect(code).toHaveFocus();
    await user.type(code, 'ESP-1');
    await user.type(screen.getByLabelText(/^Descrizione/), 'Servizio export');
    await user.type(screen.getByLabelText(/^Prezzo/), '10,12345678');
    await user.click(screen.getByLabelText(/Aliquota IVA/));
    await user.click(await screen.findByRole('option', { name: '0 %' }));
    expect(await screen.findByLabelText(/Natura IVA/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Salva/ }));

    expect(
      await screen.findByText("Con l'aliquota 0 % indica la natura dell'operazione (N1…N7)"),
    ).toBeInTheDocument();
    await waitFor(() => expect(posted).toBe(false));
  });

  it("shows the server's duplicate-code refusal (409) under the code field", async () => {
    server.use(
      http.post(api('/articles'), () =>
        HttpResponse.json(
          {
            message: 'Esiste già un articolo con questo codice',
            errors: { code: 'Codice già in uso' },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/articles/add', articles.routes);

    const code = await screen.findByLabelText('Codice');
    await user.type(code, 'VIT-M6');
    await user.type(screen.getByLabelText(/^Descrizione/), 'Vite M6');
    await user.type(screen.getByLabelText(/^Prezzo/), '0,12');
    await user.click(screen.getByRole('button', { name: /Salva/ }));

    await waitFor(() => expect(code).toHaveAccessibleDescription('Codice già in uso'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a list price of the article in place (form data, _method=PUT)', async () => {
    let sent: FormData | undefined;
    const article = makeArticle({
      prices: [
        { id: 5, article_id: 3, list_name: 'Rivenditori', price: '0.1', min_quantity: '100' },
      ],
    });
    server.use(
      http.get(api('/articles/3'), () =>
        HttpResponse.json({ item: article, selects: ARTICLE_SELECTS }),
      ),
      http.post(api('/articles/3/price-list/5'), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ item: { ...article.prices[0], price: '0.095' } });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/articles/edit/3', articles.routes);

    const section = await screen.findByRole('region', { name: 'Listini' });
    const row = (await within(section).findByText('Rivenditori')).closest('tr')!;
    expect(within(row).getByText(/^0,10\s€$/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Modifica' }));
    const listPrice = within(section).getByLabelText(/^Prezzo/);
    expect(listPrice).toHaveValue('0,1');
    await user.clear(listPrice);
    await user.type(listPrice, '0,095{Enter}');

    await waitFor(() => expect(sent).toBeDefined());
    expect(Object.fromEntries(sent!.entries())).toEqual({
      _method: 'PUT',
      list_name: 'Rivenditori',
      price: '0.095',
      min_quantity: '100',
    });
    expect(await screen.findByText('Listino salvato')).toBeInTheDocument();
  });
});
