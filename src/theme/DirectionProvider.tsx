import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect, useState, type ReactNode } from 'react';
import { useSettings } from './SettingsContext';

/**
 * Right-to-left support: the document direction and an emotion cache whose stylis
 * plugin mirrors every style (margins, paddings, borders, positions). The theme's
 * `direction` (buildTheme) does the rest for MUI components. The right-to-left cache and its
 * plugins load the first time the direction is right-to-left (most users never need them).
 */
const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | null = null;
const loadRtlCache = async () => {
  const [{ prefixer }, { default: rtlPlugin }] = await Promise.all([
    import('stylis'),
    import('stylis-plugin-rtl'),
  ]);
  return (rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }));
};

/**
 * Latin text in a right-to-left page keeps its own direction: data (cells, inputs, a select's
 * value) and the labels around it ("N. doc.", "Contrassegno (€)", "22 %"), whose punctuation
 * would otherwise jump to the other end. A header's text is the sort label's flex item, a
 * box of its own, so it needs its own rule. `plaintext` makes `start` follow the text, so the
 * blocks that hold a value are aligned explicitly; this sheet is only mounted in the
 * right-to-left cache, whose stylis plugin mirrors `left` to the right edge.
 */
const RTL_DATA_STYLES = {
  'td, th, dd, .MuiTableSortLabel-root, .MuiTableSortLabel-root > span, .MuiFormLabel-root, .MuiFormHelperText-root':
    { unicodeBidi: 'plaintext' },
  'input, textarea, .MuiSelect-select': { unicodeBidi: 'plaintext', textAlign: 'left' },
} as const;

export const DirectionProvider = ({ children }: { children: ReactNode }) => {
  const { direction } = useSettings().settings;
  const [rtl, setRtl] = useState(rtlCache);

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
  useEffect(() => {
    if (direction === 'rtl' && !rtl) void loadRtlCache().then(setRtl);
  }, [direction, rtl]);

  return (
    <CacheProvider value={direction === 'rtl' && rtl ? rtl : ltrCache}>
      {/* Latin data in a right-to-left page: each value keeps its own direction, so
          "Rossi S.r.l." and "+39 02 555" do not get their punctuation moved. */}
      {direction === 'rtl' && <GlobalStyles styles={RTL_DATA_STYLES} />}
      {children}
    </CacheProvider>
  );
};
