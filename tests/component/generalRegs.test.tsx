import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SELECTS, makeGeneralReg } from './fixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { generalRegs } from '../../src/resources/general-regs';
import { renderScreen } from './renderScreen';
import { STALE_VERSION_TEXT, staleVersionMessage } from './apiMessages';

const ROWS = [
  makeGeneralReg({ id: 1, name: 'Acciaierie Lombardo S.p.A.', city: 'Verona' }),
  makeGeneralReg({ id: 2, name: 'Bianchi Trasporti S.r.l.', city: 'Milano', province: 'MI' }),
];

beforeEach(() => {
  signedIn();
});

describe('general registry', () => {
  it('lists the rows the API answers, with Italian column titles', async () => {
    let query = '';
    server.use(
      http.get(api('/general-regs'), ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ items: ROWS, total: 2, selects: SELECTS });
      }),
    );
    await renderScreen('/registry/general', generalRegs.routes);

    expect(await screen.findByText('Bianchi Trasporti S.r.l.')).toBeInTheDocument();
    expect(screen.getByText('Acciaierie Lombardo S.p.A.')).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const title of [
      'Ragione sociale',
      'Partita IVA',
      'Codice fiscale',
      'Città',
      'Provincia',
      'Telefono',
      'E-mail',
    ]) {
      expect(within(table).getByText(title)).toBeInTheDocument();
    }
    expect(query).toContain('sort=name');
    expect(query).toContain('perPage=50');
    expect(screen.getByText('1–2 di 2')).toBeInTheDocument();
  });

  it('the create form shows the VAT number message and sends nothing', async () => {
    let posted = false;
    server.use(
      http.post(api('/general-regs'), () => {
        posted = true;
        return HttpResponse.json({ item: makeGeneralReg() }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/registry/general/add', generalRegs.routes);

    const name = await screen.findByLabelText(/Ragione sociale/);
    expect(name).toHaveFocus();
    await user.type(name, 'Nuova Ditta S.r.l.');
    await user.type(screen.getByLabelText(/Partita IVA/), '12345');
    await user.click(screen.getByRole('button', { name: /Salva/ }));

    expect(
      await screen.findByText('Partita IVA non valida: 11 cifre con cifra di controllo corretta'),
    ).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  it('a save over someone else’s newer version says so, keeps the form and sends the version read', async () => {
    const record = makeGeneralReg({ id: 7, name: 'Rossi Arredamenti S.r.l.', version: 3 });
    let sentVersion: unknown;
    server.use(
      http.get(api('/general-regs/7'), () => HttpResponse.json({ item: record, selects: SELECTS })),
      http.put(api('/general-regs/7'), async ({ request }) => {
        sentVersion = ((await request.json()) as { version?: unknown }).version;
        return HttpResponse.json(
          { message: staleVersionMessage('record.general_reg', 4, 3) },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    const { location } = await renderScreen('/registry/general/edit/7', generalRegs.routes);

    const city = await screen.findByLabelText(/Città/);
    await user.clear(city);
    await user.type(city, 'Monza');
    await user.click(screen.getByRole('button', { name: /Salva/ }));

    expect(await screen.findByText(STALE_VERSION_TEXT)).toBeInTheDocument();
    expect(sentVersion).toBe(3);
    expect(location()).toBe('/registry/general/edit/7');
    expect(screen.getByLabelText(/Città/)).toHaveValue('Monza');
  });
});
