import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectsOf } from '../../contract/enums';
import { articles } from '../../src/resources/articles';
import { customers } from '../../src/resources/customers';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import {
  ARTICLE_SELECTS,
  CUSTOMER_SELECTS,
  makeCustomer,
  selectsHandlers,
} from './registryFixtures';
import { renderScreen } from './renderScreen';

beforeEach(() => {
  signedIn();
  server.use(...selectsHandlers());
});

/** The names of a listbox's options, without the empty one. */
const named = (options: HTMLElement[]) =>
  options.map((option) => option.textContent?.trim()).filter(Boolean);

describe('article form options', () => {
  it('offers the VAT rates and units the API sends in selects', async () => {
    server.use(
      http.get(api('/selects/articles'), () =>
        HttpResponse.json({
          selects: {
            ...ARTICLE_SELECTS,
            vatRates: selectsOf.vatRates().filter((rate) => ['22', '4'].includes(rate.id)),
            units: [{ id: 'kg', name: 'enums.unit.kg' }],
          },
        }),
      ),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/articles/add', articles.routes);

    await user.click(await screen.findByRole('combobox', { name: /Aliquota IVA/ }));
    const rates = await screen.findAllByRole('option');
    expect(named(rates)).toEqual(['22 %', '4 %']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /Unità di misura/ }));
    expect(named(await screen.findAllByRole('option'))).toEqual(['kg']);
  });

  it('offers the payment terms of the registry and the languages the API sends in selects', async () => {
    server.use(
      http.get(api('/customers/7'), () =>
        HttpResponse.json({ item: makeCustomer(), selects: CUSTOMER_SELECTS }),
      ),
      http.get(api('/selects/customers'), () =>
        HttpResponse.json({
          selects: {
            ...CUSTOMER_SELECTS,
            languages: [{ id: 'it', name: 'enums.language.it' }],
          },
        }),
      ),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/customers/profile/7', customers.routes);

    const terms = await screen.findByRole('combobox', { name: /Condizioni di pagamento/ });
    await waitFor(() => expect(terms).toHaveValue('BB30DF — Bonifico 30 gg d.f.'));
    await user.click(terms);
    expect(named(await screen.findAllByRole('option'))).toContain('RB3060FM — RiBa 30/60 gg f.m.');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /Lingua dei documenti/ }));
    expect(named(await screen.findAllByRole('option'))).toEqual(['Italiano']);
  });
});
