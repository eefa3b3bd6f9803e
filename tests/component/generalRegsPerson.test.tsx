import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeGeneralReg } from './fixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { generalRegs } from '../../src/resources/general-regs';
import { renderScreen } from './renderScreen';

beforeEach(() => {
  signedIn();
});

describe('general registry: private persons and foreign VAT numbers', () => {
  it('a private person is entered by last and first name, and the API gets them', async () => {
    let posted: Record<string, unknown> | undefined;
    server.use(
      http.post(api('/general-regs'), async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { item: makeGeneralReg({ id: 9, name: 'Rossi Mario', is_person: true }) },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/general/add', generalRegs.routes);

    await user.click(await screen.findByLabelText(/Privato/));
    expect(screen.queryByLabelText(/Ragione sociale/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Cognome/), 'Rossi');
    await user.type(screen.getByLabelText(/^Nome/), 'Mario');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    // Without a tax code the form says what a person needs, and sends nothing.
    expect(
      await screen.findByText(
        'Per un privato in Italia serve il codice fiscale personale (16 caratteri)',
      ),
    ).toBeInTheDocument();
    expect(posted).toBeUndefined();

    await user.type(screen.getByLabelText(/Codice fiscale/), 'RSSMRA80A01F205X');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    await screen.findByText('Anagrafica creata');
    expect(posted).toMatchObject({
      is_person: true,
      first_name: 'Mario',
      last_name: 'Rossi',
      tax_code: 'RSSMRA80A01F205X',
    });
  });

  it('a company keeps its name field, and a person needs first and last name', async () => {
    const user = userEvent.setup();
    await renderScreen('/registry/general/add', generalRegs.routes);
    expect(await screen.findByLabelText(/Ragione sociale/)).toHaveFocus();
    await user.click(screen.getByLabelText(/Privato/));
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    expect(await screen.findByText('Il nome è obbligatorio per un privato')).toBeInTheDocument();
    expect(screen.getByText('Il cognome è obbligatorio per un privato')).toBeInTheDocument();
  });

  it('an EU VAT number is checked against the country chosen', async () => {
    const user = userEvent.setup();
    const record = makeGeneralReg({ id: 5, country: 'DE', vat_number: '123456789' });
    server.use(
      http.get(api('/general-regs/5'), () =>
        HttpResponse.json({
          item: record,
          selects: { provinces: [], countries: [{ id: 'DE', name: 'Germania' }] },
        }),
      ),
    );
    await renderScreen('/registry/general/edit/5', generalRegs.routes);
    const vat = await screen.findByLabelText(/Partita IVA/);
    await user.clear(vat);
    await user.type(vat, '12345');
    await user.click(screen.getByRole('button', { name: /Salva/ }));
    expect(
      await screen.findByText(
        'Numero IVA non valido per la nazione indicata: controlla il formato (es. DE 123456789)',
      ),
    ).toBeInTheDocument();
  });
});
