import { render, screen } from '@testing-library/react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { UiDateLocalization } from '../../src/lib/DateInput';

const renderPicker = (locale: string) =>
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider(() => ({}) as TranslationMessages, locale)}
      store={memoryStore()}
    >
      <UiDateLocalization>
        <DatePicker label="Data" />
      </UiDateLocalization>
    </AdminContext>,
  );

describe('date fields', () => {
  it('name their day, month and year sections in Italian', async () => {
    renderPicker('it');
    const group = await screen.findByRole('group', { name: 'Data' });
    expect(group.textContent).toContain('GG/MM/AAAA');
    expect(screen.getByRole('spinbutton', { name: 'Giorno' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Anno' })).toBeInTheDocument();
  });

  it('and in German when the UI is German', async () => {
    renderPicker('de');
    const group = await screen.findByRole('group', { name: 'Data' });
    expect(group.textContent).toContain('TT.MM.JJJJ');
    expect(screen.getByRole('spinbutton', { name: 'Tag' })).toBeInTheDocument();
  });
});
