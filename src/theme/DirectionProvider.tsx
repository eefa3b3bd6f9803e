import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { useSettings } from './SettingsContext';

/**
 * Right-to-left support: the document direction and an emotion cache whose stylis
 * plugin mirrors every style (margins, paddings, borders, positions). The theme's
 * `direction` (buildTheme) does the rest for MUI components.
 */
const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

const RTL_DATA_STYLES = {
  'td, th, .MuiTableSortLabel-root, input, textarea': { unicodeBidi: 'plaintext' },
} as const;

export const DirectionProvider = ({ children }: { children: ReactNode }) => {
  const { direction } = useSettings().settings;

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      {/* Latin data in a right-to-left page: each value keeps its own direction, so
          "Rossi S.r.l." and "+39 02 555" do not get their punctuation moved. */}
      {direction === 'rtl' && <GlobalStyles styles={RTL_DATA_STYLES} />}
      {children}
    </CacheProvider>
  );
};
