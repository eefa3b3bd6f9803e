import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/pages/errors/AppError';
import { createI18nProvider } from '../../src/providers/i18nProvider';

async function renderError(error: unknown) {
  render(
    <AdminContext i18nProvider={await createI18nProvider()} store={memoryStore()}>
      <AppError error={error} resetErrorBoundary={() => undefined} />
    </AdminContext>,
  );
}

describe('error pages', () => {
  it.each([
    [401, 'Sessione scaduta'],
    [404, 'Pagina non trovata'],
    [429, 'Troppe richieste'],
    [500, 'Errore del server'],
  ])('a %s has its own page', async (status, title) => {
    await renderError(Object.assign(new Error('x'), { status }));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(String(status))).toBeInTheDocument();
  });

  it('any other error shows the generic Italian message, and the raw error on localhost', async () => {
    await renderError(new Error('kaboom'));
    expect(
      await screen.findByRole('heading', { name: 'Si è verificato un errore!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Si è verificato un errore imprevisto. Riprova più tardi.'),
    ).toBeInTheDocument();
    expect(window.location.hostname).toBe('localhost');
    expect(screen.getByTestId('raw-error')).toHaveTextContent('kaboom');
  });
});
