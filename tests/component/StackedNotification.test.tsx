import { act, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { StackedNotification } from '../../src/layout/StackedNotification';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { SettingsProvider } from '../../src/theme/SettingsContext';

const Notifier = ({ count }: { count: number }) => {
  const notify = useNotify();
  useEffect(() => {
    for (let i = 1; i <= count; i++)
      notify(`Messaggio ${i}`, { type: 'info', autoHideDuration: null });
  }, [count, notify]);
  return null;
};

/** Buttons that notify as the app does: a refusal (three times), a success, a page change. */
const Actions = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const refuse = () => notify('Prezzo non valido', { type: 'error', autoHideDuration: null });
  return (
    <>
      <button onClick={() => [1, 2, 3].forEach(refuse)}>rifiuta</button>
      <button onClick={() => notify('Salvato', { type: 'success', autoHideDuration: null })}>
        salva
      </button>
      <button onClick={() => navigate('/altrove')}>cambia pagina</button>
      <button
        onClick={() => {
          notify('Elemento inesistente', { type: 'error', autoHideDuration: null });
          navigate('/elenco');
        }}
      >
        apri
      </button>
      <button onClick={() => notify('Aperto', { type: 'info', autoHideDuration: null })}>
        informa
      </button>
    </>
  );
};

async function renderActions() {
  render(
    <SettingsProvider>
      <AdminContext i18nProvider={await createI18nProvider()} store={memoryStore()}>
        <Actions />
        <StackedNotification />
      </AdminContext>
    </SettingsProvider>,
  );
  return userEvent.setup();
}

describe('notifications', () => {
  it('shows a refusal once however often it comes, and lets it go on a success', async () => {
    const user = await renderActions();
    await user.click(screen.getByRole('button', { name: 'rifiuta' }));
    expect(await screen.findByText('Prezzo non valido')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'salva' }));
    expect(await screen.findByText('Salvato')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Prezzo non valido')).not.toBeInTheDocument());
  });

  it('shows a message again when the toast that said it is going is closed', async () => {
    const user = await renderActions();
    await user.click(screen.getByRole('button', { name: 'salva' }));
    const first = await screen.findByRole('alert');
    await user.click(within(first).getByRole('button', { name: 'Chiudi' }));
    // At once, while the first is still sliding out or after: a second "Salvato".
    await user.click(screen.getByRole('button', { name: 'salva' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').filter((alert) => alert !== first)).toHaveLength(1),
    );
  });

  it('keeps an error that comes with its own redirect, to be read on the next page', async () => {
    const user = await renderActions();
    await user.click(screen.getByRole('button', { name: 'apri' }));
    expect(await screen.findByText('Elemento inesistente')).toBeInTheDocument();
    // A toast shown after it, then closed, is gone: had the error been sent away with the page
    // change, it would have gone before.
    await user.click(screen.getByRole('button', { name: 'informa' }));
    const info = (await screen.findByText('Aperto')).closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(info).getByRole('button', { name: /close|chiudi/i }));
    // On a busy machine the toast may already be gone when we look: wait for the state.
    await waitFor(() => expect(screen.queryByText('Aperto')).not.toBeInTheDocument());
    expect(screen.getByText('Elemento inesistente')).toBeInTheDocument();
  });

  it('lets an error go when the page changes', async () => {
    const user = await renderActions();
    await user.click(screen.getByRole('button', { name: 'rifiuta' }));
    expect(await screen.findByText('Prezzo non valido')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'cambia pagina' }));
    await waitFor(() => expect(screen.queryByText('Prezzo non valido')).not.toBeInTheDocument());
  });

  it('shows at most 4 toasts at once, the others wait their turn', async () => {
    render(
      <SettingsProvider>
        <AdminContext i18nProvider={await createI18nProvider()} store={memoryStore()}>
          <Notifier count={6} />
          <StackedNotification />
        </AdminContext>
      </SettingsProvider>,
    );
    expect(await screen.findByText('Messaggio 4')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    expect(screen.queryByText('Messaggio 5')).not.toBeInTheDocument();

    await act(async () => screen.getAllByRole('button', { name: /close|chiudi/i })[0].click());
    expect(await screen.findByText('Messaggio 5')).toBeInTheDocument();
    expect(screen.queryByText('Messaggio 1')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(4);
  });
});
