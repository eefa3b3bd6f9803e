import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompanyProfile } from '../../contract/company-profile';
import { companyProfile } from '../../src/resources/company-profile';
import { makeUser } from './fixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { renderScreen } from './renderScreen';

const profile = (overrides: Partial<CompanyProfile> = {}): CompanyProfile => ({
  id: makeUser().company_id!,
  name: 'Alfa S.r.l.',
  vat_number: '01234567897',
  tax_code: '01234567897',
  regime_fiscale: 'RF01',
  address: 'Via Giuseppe Verdi 12',
  zip: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  rea_office: 'MI',
  rea_number: '1234567',
  share_capital: '10000',
  sole_shareholder: 'SU',
  liquidation: 'LN',
  iban: 'IT60X0542811101000000123456',
  bank_name: 'Banca Popolare di Milano',
  phone: null,
  email: null,
  pec: 'alfa@pec.example',
  transmitter_country: null,
  transmitter_code: null,
  series_invoice: '',
  series_deferred: '',
  series_credit_note: '',
  series_debit_note: '',
  allow_negative_stock: false,
  version: 3,
  ...overrides,
});

beforeEach(() => {
  signedIn();
  server.use(http.get(api('/company-profile'), () => HttpResponse.json({ item: profile() })));
});

describe('company fiscal profile page', () => {
  it('shows the profile with the regime by name and the REA facts', async () => {
    await renderScreen('/settings/company', companyProfile.routes);
    expect(await screen.findByLabelText(/^Ragione sociale/)).toHaveValue('Alfa S.r.l.');
    expect(screen.getByLabelText(/^Partita IVA/)).toHaveValue('01234567897');
    expect(screen.getByRole('combobox', { name: /Regime fiscale/ })).toHaveTextContent(
      'RF01 · Ordinario',
    );
    expect(screen.getByRole('combobox', { name: /^Soci/ })).toHaveTextContent('Socio unico');
    expect(screen.getByLabelText(/^Capitale sociale/)).toHaveValue('10000');
    expect(screen.getByLabelText(/^IBAN/)).toHaveValue('IT60X0542811101000000123456');
    expect(screen.getByText(/^Solo il titolare dell’azienda può salvare/)).toBeVisible();
    expect(screen.getByRole('group', { name: 'Numerazione (sezionali)' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Sezionale note di credito/)).toHaveValue('');
  });

  it('saves with the version read, then re-reads the session (the name is in the app bar)', async () => {
    let body: Record<string, unknown> | undefined;
    let profileReads = 0;
    server.use(
      http.get(api('/user/profile'), () => {
        profileReads += 1;
        return HttpResponse.json({ user: makeUser() });
      }),
      http.put(api('/company-profile'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ item: profile({ ...body, version: 4 } as CompanyProfile) });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/settings/company', companyProfile.routes);
    const regime = await screen.findByRole('combobox', { name: /Regime fiscale/ });
    regime.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: /^RF19 · Forfettario/ }));
    const bank = screen.getByLabelText(/^Banca/);
    await user.clear(bank);
    await user.type(bank, 'Banca Nuova');
    await user.type(screen.getByLabelText(/^Sezionale fatture differite/), 'd');
    profileReads = 0; // the start-up's own read
    await user.click(screen.getByRole('button', { name: /Salva/ }));

    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      regime_fiscale: 'RF19',
      bank_name: 'Banca Nuova',
      series_deferred: 'D',
      series_invoice: '',
      version: 3,
      rea_office: 'MI',
    });
    expect(await screen.findByText('Profilo fiscale salvato')).toBeInTheDocument();
    // The session's profile is read again, so a new company name reaches the app bar.
    await waitFor(() => expect(profileReads).toBe(1));
  });

  it('refuses an invalid IBAN before sending, and shows the server’s field errors', async () => {
    let puts = 0;
    server.use(
      http.put(api('/company-profile'), () => {
        puts += 1;
        return HttpResponse.json(
          {
            message: 'Dati non validi: controlla i campi evidenziati',
            errors: { rea_number: 'Il numero REA è già usato (prova)' },
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/settings/company', companyProfile.routes);
    const iban = await screen.findByLabelText(/^IBAN/);
    await user.clear(iban);
    await user.type(iban, 'IT60X0542811101000000123457');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    expect(await screen.findByText('IBAN non valido: controlla il codice')).toBeInTheDocument();
    expect(puts).toBe(0);

    await user.clear(iban);
    await user.type(iban, 'IT60 X054 2811 1010 0000 0123 456');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    expect(await screen.findByText('Il numero REA è già usato (prova)')).toBeInTheDocument();
    expect(puts).toBe(1);
  });

  it('keeps the form and says why when someone else saved first (409)', async () => {
    server.use(
      http.put(api('/company-profile'), () =>
        HttpResponse.json(
          {
            message:
              'Profilo fiscale dell’azienda: nel frattempo un altro utente ha salvato la versione 4',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderScreen('/settings/company', companyProfile.routes);
    const city = await screen.findByLabelText(/^Città/);
    await user.clear(city);
    await user.type(city, 'Monza');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    expect(
      await screen.findByText(/nel frattempo un altro utente ha salvato la versione 4/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Città/)).toHaveValue('Monza');
  });
});
