import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
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

describe('notifications', () => {
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
