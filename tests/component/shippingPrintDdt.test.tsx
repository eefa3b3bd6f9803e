import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RecordContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrintDdtButton } from '../../src/resources/shipping-lists/PrintDdtButton';
import { signedIn } from './signedIn';
import { api, server } from './msw';
import { renderScreen } from './renderScreen';

const routes = (
  <Route
    path="/print"
    element={
      <RecordContextProvider value={{ id: 7, number: 12, year: 2026 }}>
        <PrintDdtButton />
      </RecordContextProvider>
    }
  />
);

let tab: { location: { href: string }; close: () => void };
beforeEach(() => {
  signedIn();
  tab = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ddt'), revokeObjectURL: vi.fn() });
});
afterEach(() => vi.restoreAllMocks());

describe('"Stampa DDT"', () => {
  it('opens the DDT in the customer’s language, or the language chosen', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(api('/shipping-lists/7/pdf'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('locale'));
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'content-type': 'application/pdf' },
        });
      }),
    );
    const user = userEvent.setup();
    await renderScreen('/print', routes);
    await user.click(await screen.findByRole('button', { name: /Stampa DDT/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Lingua del cliente' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:ddt'));
    await user.click(screen.getByRole('button', { name: /Stampa DDT/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tedesco' }));
    await waitFor(() => expect(asked).toEqual(['customer', 'de']));
  });

  it('closes the tab and shows the server’s message when the DDT cannot be printed', async () => {
    server.use(
      http.get(api('/shipping-lists/7/pdf'), () =>
        HttpResponse.json({ message: 'Lista di spedizione non trovata' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    await renderScreen('/print', routes);
    await user.click(await screen.findByRole('button', { name: /Stampa DDT/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Italiano' }));
    expect(await screen.findByText('Lista di spedizione non trovata')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});
