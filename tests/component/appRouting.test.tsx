import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSalesDashboard } from './dashboardsFixtures';
import { SELECTS, makeGeneralReg, makeUser } from './fixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { renderApp } from './renderApp';

// Whole-app smoke tests of the routes: react-admin's paths, the company guard, the home page,
// section roots and the 404 page need <Admin> with its layout (renderApp), not one screen.
const ROWS = [
  makeGeneralReg({ id: 1, name: 'Acciaierie Lombardo S.p.A.', city: 'Verona' }),
  makeGeneralReg({ id: 2, name: 'Bianchi Trasporti S.r.l.', city: 'Milano', province: 'MI' }),
];

beforeEach(() => {
  signedIn();
  server.use(http.get(api('/dashboards/sales'), () => HttpResponse.json(makeSalesDashboard())));
});

describe('app routes', () => {
  it('react-admin paths lead to the spec screens', async () => {
    server.use(
      http.get(api('/general-regs'), () =>
        HttpResponse.json({ items: ROWS, total: 2, selects: SELECTS }),
      ),
    );
    const { location } = await renderApp('/general-regs');
    await screen.findByText('Bianchi Trasporti S.r.l.');
    expect(location()).toBe('/registry/general');
  });

  it('a missing active company sends the user to choose one', async () => {
    server.use(
      http.get(api('/user/profile'), () =>
        HttpResponse.json({ user: makeUser({ company_id: null }) }),
      ),
    );
    const { location } = await renderApp('/registry/general');
    expect(await screen.findByText("Scegli l'azienda")).toBeInTheDocument();
    expect(location()).toBe('/select-company?redirect=%2Fregistry%2Fgeneral');
  });

  it('the home page is the sales dashboard, no longer a "not available yet" page', async () => {
    await renderApp('/dashboards/sales');
    expect(
      await screen.findByRole('heading', { name: 'Crediti scaduti' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Non ancora disponibile')).not.toBeInTheDocument();
  });

  it('an unknown address shows the 404 page', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByText('Pagina non trovata')).toBeInTheDocument();
  });

  it('/ leads to the sales dashboard', async () => {
    const { location } = await renderApp('/');
    await waitFor(() => expect(location()).toBe('/dashboards/sales'));
  });

  it.each([
    ['/registry', '/registry/general'],
    ['/documents', '/documents/sales/orders'],
    ['/shipping', '/shipping/list'],
    ['/dashboards', '/dashboards/sales'],
  ])('%s leads to %s', async (from, to) => {
    server.use(
      http.get(api('/general-regs'), () =>
        HttpResponse.json({ items: ROWS, total: 2, selects: SELECTS }),
      ),
    );
    const { location } = await renderApp(from);
    await waitFor(() => expect(location()).toBe(to));
  });
});
