import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme, cappedAutoHeightDuration } from '../../src/theme/buildTheme';
import { COLLAPSE_MAX_MS } from '../../src/theme/constants';
import { DEFAULT_SETTINGS } from '../../src/theme/settings';
import { PRIMARY_COLOURS } from '../../src/theme/schemes';

describe('theme', () => {
  it('uses the spec breakpoints, 2xl included', () => {
    const theme = createTheme(buildTheme(DEFAULT_SETTINGS));
    expect(theme.breakpoints.values).toEqual({
      xs: 0,
      sm: 640,
      md: 768,
      lg: 1024,
      xl: 1280,
      '2xl': 1536,
    });
    expect(theme.breakpoints.up('2xl')).toBe('@media (min-width:1536px)');
  });

  it('follows mode, primary scheme and direction', () => {
    const theme = createTheme(
      buildTheme({ ...DEFAULT_SETTINGS, mode: 'dark', primaryScheme: 'emerald', direction: 'rtl' }),
    );
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe(PRIMARY_COLOURS.emerald.dark);
    expect(theme.direction).toBe('rtl');
  });

  it('caps automatic collapse animations at 500 ms', () => {
    expect(COLLAPSE_MAX_MS).toBe(500);
    expect(cappedAutoHeightDuration(0)).toBe(0);
    expect(cappedAutoHeightDuration(40)).toBeLessThan(500);
    expect(cappedAutoHeightDuration(5000)).toBe(500);
    const theme = createTheme(buildTheme(DEFAULT_SETTINGS));
    expect(theme.transitions.getAutoHeightDuration(100_000)).toBe(500);
  });
});
