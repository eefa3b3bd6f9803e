import type { DarkScheme, LightScheme, PrimaryScheme } from './settings';

/**
 * Colour schemes of the settings panel. Light and dark schemes set the surfaces,
 * primary schemes the accent colour (one shade per mode, both AA on their surface).
 */
export interface SurfaceScheme {
  background: string;
  paper: string;
  divider: string;
  text: string;
  textSecondary: string;
  /** Sidebar and app bar tint. */
  chrome: string;
}

export const LIGHT_SURFACES: Record<LightScheme, SurfaceScheme> = {
  neutral: {
    background: '#f5f5f5',
    paper: '#ffffff',
    divider: '#e5e5e5',
    text: '#171717',
    textSecondary: '#525252',
    chrome: '#fafafa',
  },
  slate: {
    background: '#f1f5f9',
    paper: '#ffffff',
    divider: '#e2e8f0',
    text: '#0f172a',
    textSecondary: '#475569',
    chrome: '#f8fafc',
  },
  stone: {
    background: '#f5f5f4',
    paper: '#ffffff',
    divider: '#e7e5e4',
    text: '#1c1917',
    textSecondary: '#57534e',
    chrome: '#fafaf9',
  },
};

export const DARK_SURFACES: Record<DarkScheme, SurfaceScheme> = {
  cinder: {
    background: '#0f1115',
    paper: '#171a21',
    divider: '#262a33',
    text: '#e7e9ee',
    textSecondary: '#a1a7b3',
    chrome: '#13161b',
  },
  navy: {
    background: '#0b1220',
    paper: '#111a2e',
    divider: '#1e2a44',
    text: '#e2e8f0',
    textSecondary: '#94a3b8',
    chrome: '#0e1628',
  },
  graphite: {
    background: '#18181b',
    paper: '#212124',
    divider: '#2f2f33',
    text: '#ececee',
    textSecondary: '#a1a1aa',
    chrome: '#1c1c1f',
  },
};

export const PRIMARY_COLOURS: Record<PrimaryScheme, { light: string; dark: string }> = {
  accent: { light: '#4f46e5', dark: '#818cf8' },
  emerald: { light: '#047857', dark: '#34d399' },
  amber: { light: '#b45309', dark: '#fbbf24' },
  rose: { light: '#be123c', dark: '#fb7185' },
};
