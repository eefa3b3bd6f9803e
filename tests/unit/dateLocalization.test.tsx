// @vitest-environment jsdom
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { render, screen } from '@testing-library/react';
import englishMessages from 'ra-language-english';
import { I18nContextProvider, StoreContextProvider, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { catalogueProvider } from './i18nFixture';
import { UiDateLocalization } from '../../src/lib/DateInput';

/** What a screen reader hears for the picker's calendar button, per UI language. */
const OPEN_BUTTON = {
  it: 'Scegli la data',
  en: 'Choose date',
  de: 'Datum auswählen',
  fr: 'Choisir la date',
  hu: 'Válasszon dátumot',
};

describe('date pickers', () => {
  for (const [locale, name] of Object.entries(OPEN_BUTTON)) {
    it(`name their calendar button and fields in the UI language (${locale})`, () => {
      render(
        <StoreContextProvider value={memoryStore()}>
          <I18nContextProvider value={catalogueProvider(englishMessages, locale)}>
            <UiDateLocalization>
              <DatePicker label="x" value={new Date(2026, 10, 21)} />
            </UiDateLocalization>
          </I18nContextProvider>
        </StoreContextProvider>,
      );
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeTruthy();
      if (locale !== 'en') {
        expect(screen.queryByRole('button', { name: /^Choose date/ })).toBeNull();
        expect(screen.queryByRole('spinbutton', { name: 'Month' })).toBeNull();
      }
    });
  }
});
