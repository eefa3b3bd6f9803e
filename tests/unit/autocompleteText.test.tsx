// @vitest-environment jsdom
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { catalogueProvider } from './i18nFixture';
import de from '../../src/i18n/de';
import italian from '../../src/i18n/it';
import { buildTheme } from '../../src/theme/buildTheme';
import { DEFAULT_SETTINGS } from '../../src/theme/settings';

const CATALOGUES = { it: italian, de };

describe('an autocomplete whose search matches nothing', () => {
  for (const [locale, expected] of [
    ['it', 'Nessuna opzione'],
    ['de', 'Keine Optionen'],
  ] as const) {
    it(`says so in the UI language (${locale}), not in MUI's English`, () => {
      render(
        <I18nContextProvider value={catalogueProvider(CATALOGUES[locale], locale)}>
          <ThemeProvider theme={createTheme(buildTheme(DEFAULT_SETTINGS))}>
            <Autocomplete
              open
              options={[]}
              renderInput={(params) => <TextField {...params} label="x" />}
            />
          </ThemeProvider>
        </I18nContextProvider>,
      );
      expect(screen.getByText(expected)).toBeTruthy();
      expect(screen.queryByText('No options')).toBeNull();
    });
  }
});
