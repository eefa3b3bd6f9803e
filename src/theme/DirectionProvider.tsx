import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
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

export const DirectionProvider = ({ children }: { children: ReactNode }) => {
  const { direction } = useSettings().settings;

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>{children}</CacheProvider>
  );
};
