import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SettingsIcon from '@mui/icons-material/Settings';
import { lazy, memo, Suspense, useState } from 'react';
import {
  AppBar,
  LoadingIndicator,
  TitlePortal,
  useStore,
  useTranslate,
  type AppBarProps,
} from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { Brand } from './Brand';
import { LanguageMenuButton } from './LanguageMenuButton';
import { CompanySwitcher } from './CompanySwitcher';
import { ThemeModeButton } from './ThemeModeButton';

// The settings panel (its toggle groups and swatches) loads when first opened.
const SettingsDrawer = lazy(() =>
  import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })),
);

const Toolbar = () => {
  const translate = useTranslate();
  // In react-admin's store, not in state: a language change renders the layout anew, and the
  // panel the language was changed in must stay open.
  const [settingsOpen, setSettingsOpen] = useStore('app.settingsOpen', false);
  const [settingsUsed, setSettingsUsed] = useState(settingsOpen);
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, flexShrink: 1 }}>
      <CompanySwitcher />
      {/* On phones, language and theme are in the settings panel. */}
      {!small && <LanguageMenuButton compact={!wide} />}
      {!small && <ThemeModeButton />}
      <Tooltip title={translate('app.settings.title')}>
        <IconButton
          color="inherit"
          aria-label={translate('app.settings.title')}
          onClick={() => {
            setSettingsUsed(true);
            setSettingsOpen(true);
          }}
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <LoadingIndicator />
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
};

export interface AppAppBarProps extends AppBarProps {
  /** The sideblock layout shows the brand in its sidebar instead. */
  showBrand?: boolean;
}

/** The page title takes the room left and is cut with an ellipsis, never pushing buttons out. */
const titleSx = {
  fontWeight: 600,
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // react-admin's title element is an inline block: inline, its text ends in the ellipsis.
  '& .RaConfigurable-root': { display: 'inline' },
} as const;

/**
 * App bar: brand, page title, company, language, theme, settings, user menu. Memoised, like
 * AppMenu: react-admin's routes render the layout again right after the first screen commits
 * (they register the resources in an effect), and neither takes props that change then.
 */
export const AppAppBar = memo(function AppAppBar({ showBrand = true, ...props }: AppAppBarProps) {
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'));
  return (
    <AppBar toolbar={<Toolbar />} userMenu={<AppUserMenu />} className="app-bar" {...props}>
      {showBrand && (
        <Box sx={{ mr: 2, display: 'flex' }}>
          <Brand compact={compact} />
        </Box>
      )}
      {/* Every screen's title (react-admin's <Title>) is its one h1. */}
      <TitlePortal component="h1" variant="body1" sx={titleSx} />
    </AppBar>
  );
});
