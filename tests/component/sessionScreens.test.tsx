import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ALFA, BETA, SELECTS, fakeToken, makeGeneralReg, makeUser } from './fixtures';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { renderApp } from './renderApp';

describe('login page', () => {
  it('sends a signed-out visitor to /login with the wanted path', async () => {
    const { location } = await renderApp('/registry/general');
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(location()).toBe('/login?redirect=%2Fregistry%2Fgeneral');
  });

  it('signs in and lands on the redirect path', async () => {
    const token = fakeToken();
    let body: unknown;
    server.use(
      http.post(api('/login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ authToken: token, user: makeUser() });
      }),
      http.get(api('/general-regs'), () =>
        HttpResponse.json({ items: [makeGeneralReg()], total: 1, selects: SELECTS }),
      ),
    );
    const user = userEvent.setup();
    const { location } = await renderApp('/login?redirect=%2Fregistry%2Fgeneral');

    await user.type(await screen.findByLabelText(/E-mail/), 'Admin@Example.com');
    await user.type(screen.getByLabelText(/Password/), 'Password1!{Enter}');

    expect(await screen.findByText('Acciaierie Lombardo S.p.A.')).toBeInTheDocument();
    expect(location()).toBe('/registry/general');
    expect(body).toEqual({ email: 'admin@example.com', password: 'Password1!' });
    expect(localStorage.getItem('authToken')).toBe(token);
  });

  it('shows why a sign-in failed', async () => {
    server.use(
      http.post(api('/login'), () => HttpResponse.json({ message: 'Invalid' }, { status: 401 })),
    );
    const user = userEvent.setup();
    await renderApp('/login');
    await user.type(await screen.findByLabelText(/E-mail/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail o password errate.');
  });

  it('sends a signed-in user on to the wanted path', async () => {
    signedIn();
    const { location } = await renderApp('/login?redirect=%2Fdashboards%2Forders');
    await waitFor(() => expect(location()).toBe('/dashboards/orders'));
  });
});

describe('select-company page', () => {
  it("lists the user's companies and picking one goes to the redirect path", async () => {
    localStorage.setItem('authToken', fakeToken());
    let chosen: unknown;
    server.use(
      http.get(api('/user/profile'), () =>
        HttpResponse.json({ user: makeUser({ company_id: null }) }),
      ),
      http.post(api('/user/select-company'), async ({ request }) => {
        chosen = await request.json();
        return HttpResponse.json({ company_id: BETA.id });
      }),
    );
    const user = userEvent.setup();
    const { location } = await renderApp('/select-company?redirect=%2Fshipping%2Flist');

    expect(await screen.findByText(ALFA.name)).toBeInTheDocument();
    expect(screen.getByText(BETA.name)).toBeInTheDocument();
    expect(screen.getByText('P. IVA 09876543217')).toBeInTheDocument();

    await user.click(screen.getByText(BETA.name));
    await waitFor(() => expect(location()).toBe('/shipping/list'));
    expect(chosen).toEqual({ company_id: BETA.id });
  });
});

describe('a user with one company', () => {
  const soleUser = (company_id: number | null) =>
    makeUser({ email: 'alfa@example.com', companies: [ALFA], company_id });

  it('signs in straight to the wanted path: the company is selected, nothing to pick', async () => {
    let profileCompany: number | null = null;
    server.use(
      http.post(api('/login'), () =>
        HttpResponse.json({ authToken: fakeToken(), user: soleUser(null) }),
      ),
      http.post(api('/user/select-company'), async ({ request }) => {
        profileCompany = ((await request.json()) as { company_id: number }).company_id;
        return HttpResponse.json({ company_id: profileCompany });
      }),
      http.get(api('/general-regs'), () =>
        HttpResponse.json({ items: [makeGeneralReg()], total: 1, selects: SELECTS }),
      ),
    );
    const user = userEvent.setup();
    const { location, router } = await renderApp('/login?redirect=%2Fregistry%2Fgeneral');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    await user.type(await screen.findByLabelText(/E-mail/), 'alfa@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Password1!{Enter}');

    expect(await screen.findByText('Acciaierie Lombardo S.p.A.')).toBeInTheDocument();
    expect(location()).toBe('/registry/general');
    expect(profileCompany).toBe(ALFA.id);
    expect(visited).not.toContain('/select-company');
    expect(screen.getByRole('button', { name: /Cambia azienda: Alfa S\.r\.l\./ })).toBeVisible();
  });

  it('sent to the company choice page (the session lost its company), goes on at once', async () => {
    localStorage.setItem('authToken', fakeToken());
    let chosen: unknown;
    server.use(
      http.get(api('/user/profile'), () => HttpResponse.json({ user: soleUser(ALFA.id) })),
      http.post(api('/user/select-company'), async ({ request }) => {
        chosen = await request.json();
        return HttpResponse.json({ company_id: ALFA.id });
      }),
    );
    const { location } = await renderApp('/select-company?redirect=%2Fshipping%2Flist');
    await waitFor(() => expect(location()).toBe('/shipping/list'));
    expect(chosen).toEqual({ company_id: ALFA.id });
    expect(screen.queryByText("Scegli l'azienda")).not.toBeInTheDocument();
  });
});
