import { createElement } from 'react';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { NoOptionsText } from '../lib/NoOptionsText';
import { BREAKPOINTS, COLLAPSE_MAX_MS, SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './constants';
import { DARK_SURFACES, LIGHT_SURFACES, PRIMARY_COLOURS } from './schemes';
import type { Settings } from './settings';

/**
 * The MUI/react-admin theme options for the current settings: mode and colour schemes,
 * card skin, direction, the spec's breakpoints and capped collapse animations.
 * react-admin's ThemeProvider runs `createTheme` on the result.
 */
export function buildTheme(settings: Settings): RaThemeOptions {
  const dark = settings.mode === 'dark';
  const surface = dark ? DARK_SURFACES[settings.darkScheme] : LIGHT_SURFACES[settings.lightScheme];
  const primary = PRIMARY_COLOURS[settings.primaryScheme][dark ? 'dark' : 'light'];
  const base = dark ? defaultDarkTheme : defaultLightTheme;

  const card =
    settings.cardSkin === 'bordered'
      ? { boxShadow: 'none', border: `1px solid ${surface.divider}` }
      : {
          boxShadow: dark
            ? '0 1px 2px 0 rgb(0 0 0 / 0.5)'
            : '0 1px 2px 0 rgb(0 0 0 / 0.06), 0 1px 3px 0 rgb(0 0 0 / 0.08)',
          border: '1px solid transparent',
        };

  const options: RaThemeOptions = {
    direction: settings.direction,
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode: settings.mode,
      primary: { main: primary },
      secondary: { main: primary },
      background: { default: surface.background, paper: surface.paper },
      divider: surface.divider,
      text: { primary: surface.text, secondary: surface.textSecondary },
      // Chips, buttons and badges in these colours keep text at WCAG AA (4.5:1): the light
      // mode's info and warning are a shade darker than MUI's, and every contrast text is
      // chosen against 4.5 (so dark mode's light colours get dark text).
      ...(dark ? {} : STRONG_LIGHT_STATUS),
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h6: { fontWeight: 600 },
    },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    transitions: { getAutoHeightDuration: cappedAutoHeightDuration },
    components: {
      MuiCollapse: { defaultProps: { timeout: 'auto' } },
      MuiCard: { styleOverrides: { root: { ...card, backgroundImage: 'none' } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: {
            backgroundColor: surface.chrome,
            color: surface.text,
            borderBottom: `1px solid ${surface.divider}`,
          },
        },
      },
      // The pages' top toolbars say what they are (as react-admin's form toolbar does), for
      // assistive technologies and for the toasts, which keep clear of every toolbar.
      RaTopToolbar: { defaultProps: { role: 'toolbar' } },
      RaToolbar: {
        styleOverrides: { root: { backgroundColor: dark ? surface.chrome : surface.background } },
      },
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            borderRadius: 6,
            marginInline: 6,
            '&.RaMenuItemLink-active': {
              color: primary,
              backgroundColor: dark ? 'rgb(255 255 255 / 0.06)' : 'rgb(0 0 0 / 0.05)',
              fontWeight: 600,
              '& .MuiSvgIcon-root': { color: primary },
            },
          },
        },
      },
      // MUI's action.active grey is 4.47:1 on the light backgrounds.
      MuiToggleButton: { styleOverrides: { root: { color: surface.textSecondary } } },
      // react-admin's row checkboxes put their aria-label on the wrapper: name the input.
      MuiCheckbox: { defaultProps: { slotProps: CHECKBOX_LABEL_ON_INPUT } },
      MuiAutocomplete: {
        ...base.components?.MuiAutocomplete,
        defaultProps: {
          ...base.components?.MuiAutocomplete?.defaultProps,
          noOptionsText: createElement(NoOptionsText),
        },
      },
      MuiTableCell: {
        styleOverrides: { head: { fontWeight: 600, whiteSpace: 'nowrap' } },
      },
    },
  };
  // react-admin's defaults (dense filled inputs, table paddings...) under ours.
  return {
    ...base,
    ...options,
    typography: { ...base.typography, ...options.typography },
    components: { ...base.components, ...options.components },
  };
}

/**
 * Status colours of the light mode whose white text reaches 4.5:1; the error red also as
 * text, in a field's label and helper text on a filled input's grey (MUI's #d32f2f: 4.36).
 */
const STRONG_LIGHT_STATUS = {
  error: { main: '#c62828' },
  info: { main: '#0277bd' },
  warning: { main: '#c2410c' },
} as const;

type AriaLabelled = { 'aria-label'?: string };

/**
 * A checkbox given an `aria-label` (react-admin's DataTable row selection) names its input,
 * the element a screen reader reaches, instead of the wrapping span, where ARIA forbids it.
 */
export const CHECKBOX_LABEL_ON_INPUT = {
  root: (state: AriaLabelled) => (state['aria-label'] ? { 'aria-label': undefined } : {}),
  input: (state: AriaLabelled) =>
    state['aria-label'] ? { 'aria-label': state['aria-label'] } : {},
};

/** MUI's automatic collapse duration for a height, capped at COLLAPSE_MAX_MS. */
export function cappedAutoHeightDuration(height: number): number {
  if (!height) return 0;
  const constant = height / 36;
  const duration = Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
  return Math.min(duration, COLLAPSE_MAX_MS);
}
