import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  ListContextProvider,
  memoryStore,
  type ListControllerResult,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AppPagination } from '../../src/lib/list/AppPagination';
import { createI18nProvider } from '../../src/providers/i18nProvider';

async function renderPagination(page: number, total: number, perPage = 10, totalCapped = false) {
  const setPage = vi.fn();
  const setPerPage = vi.fn();
  const value = {
    page,
    perPage,
    total,
    setPage,
    setPerPage,
    isPending: false,
    meta: { totalCapped },
  } as unknown as ListControllerResult;
  render(
    <AdminContext i18nProvider={await createI18nProvider()} store={memoryStore()}>
      <ListContextProvider value={value}>
        <AppPagination />
      </ListContextProvider>
    </AdminContext>,
  );
  return { setPage, setPerPage };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('pagination control', () => {
  it('reads a capped total as "more than", without a last page', async () => {
    await renderPagination(2, 525, 25, true);
    expect(screen.getByText('26–50 di oltre 525')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ultima pagina' })).not.toBeInTheDocument();
    expect(button('Pagina successiva')).toBeEnabled();
  });

  it('is hidden when the total is 0', async () => {
    await renderPagination(1, 0);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('disables first and previous on the first page', async () => {
    await renderPagination(1, 95);
    expect(button('Prima pagina')).toBeDisabled();
    expect(button('Pagina precedente')).toBeDisabled();
    expect(button('Pagina successiva')).toBeEnabled();
    expect(button('Ultima pagina')).toBeEnabled();
  });

  it('disables next and last on the last page', async () => {
    await renderPagination(10, 95);
    expect(button('Pagina successiva')).toBeDisabled();
    expect(button('Ultima pagina')).toBeDisabled();
    expect(button('Prima pagina')).toBeEnabled();
  });

  it('shows one sibling and one boundary page, with ellipsis between', async () => {
    await renderPagination(5, 95);
    const pages = screen.getAllByRole('button', { name: /^Pagina \d+$/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(button('Pagina 5')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('41–50 di 95')).toBeInTheDocument();
  });

  it('moves between pages', async () => {
    const user = userEvent.setup();
    const { setPage } = await renderPagination(5, 95);
    await user.click(button('Pagina successiva'));
    await user.click(button('Ultima pagina'));
    await user.click(button('Pagina 4'));
    expect(setPage.mock.calls.map(([page]) => page)).toEqual([6, 10, 4]);
  });
});
