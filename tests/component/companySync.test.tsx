import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { BETA, SELECTS, fakeToken, makeGeneralReg, makeUser } from './fixtures';
import { api, server } from './msw';
import { renderApp } from './renderApp';

// A tab follows the session's active company: after a refused request (409 company_changed)
// and when another tab selects a company (a `storage` event), it shows the new company and
// leaves the record page of the old one.
const RECORD = makeGeneralReg({ id: 7, name: 'Rossi Arredamenti S.r.l.', version: 3 });
let sessionCompany: number;
let companiesSent: (string | null)[];

beforeEach(() => {
  localStorage.setItem('authToken', fakeToken());
  sessionCompany = 1;
  companiesSent = [];
  server.use(
    http.get(api('/user/profile'), () =>
      HttpResponse.json({ user: makeUser({ company_id: sessionCompany }) }),
    ),
    http.get(api('/general-regs/7'), () => HttpResponse.json({ item: RECORD, selects: SELECTS })),
    http.get(api('/general-regs'), ({ request }) => {
      companiesSent.push(request.headers.get('X-Company-Id'));
      return HttpResponse.json({ items: [], total: 0, selects: SELECTS });
    }),
  );
});

const companyButton = (name: string) =>
  screen.findByRole('button', { name: new RegExp(`Cambia azienda: ${name}`) });

describe('a tab whose company was changed elsewhere', () => {
  it('after a refused save shows the server message and moves to the session company', async () => {
    const message =
      "Questa scheda lavorava su Alfa S.r.l., ma nel frattempo l'azienda attiva è diventata Beta S.p.A. (in un'altra scheda). Nulla è stato salvato.";
    let putCompany: string | null = null;
    server.use(
      http.put(api('/general-regs/7'), ({ request }) => {
        putCompany = request.headers.get('X-Company-Id');
        sessionCompany = BETA.id;
        return HttpResponse.json(
          { message, code: 'company_changed', company_id: BETA.id },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    const { location } = await renderApp('/registry/general/edit/7');
    await companyButton('Alfa S.r.l.');
    const city = await screen.findByLabelText(/Città/);
    await user.clear(city);
    await user.type(city, 'Monza');
    await user.click(screen.getByRole('button', { name: /Salva/ }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/registry/general'));
    expect(await companyButton('Beta S.p.A.')).toBeInTheDocument();
    expect(putCompany).toBe('1');
    await waitFor(() => expect(companiesSent.at(-1)).toBe(String(BETA.id)));
  });

  it('when another tab selects a company, follows it and says so', async () => {
    const { location } = await renderApp('/registry/general/edit/7');
    await companyButton('Alfa S.r.l.');
    expect(await screen.findByLabelText(/Città/)).toBeInTheDocument();

    sessionCompany = BETA.id;
    const newValue = JSON.stringify({ company_id: BETA.id, at: 1 });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'activeCompany', newValue }));
    });

    expect(await screen.findByText(/Ora stai lavorando su Beta S\.p\.A\./)).toHaveTextContent(
      /chiusa senza salvare/,
    );
    await waitFor(() => expect(location()).toBe('/registry/general'));
    expect(await companyButton('Beta S.p.A.')).toBeInTheDocument();
    await waitFor(() => expect(companiesSent.at(-1)).toBe(String(BETA.id)));
  });
});
