// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SettingsProvider, useSettings } from '../../src/theme/SettingsContext';
import { DEFAULT_SETTINGS, mergeSettings, parseSettings } from '../../src/theme/settings';

describe('settings defaults (spec section 9)', () => {
  it('are light, main-layout, shadow-sm, top-right x4, cinder, neutral, accent, ltr', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      mode: 'light',
      layout: 'main-layout',
      cardSkin: 'shadow-sm',
      notifications: { position: 'top-right', visible: 4 },
      darkScheme: 'cinder',
      lightScheme: 'neutral',
      primaryScheme: 'accent',
      direction: 'ltr',
    });
  });
});

describe('parsing stored settings', () => {
  it('gives the defaults for nothing or broken JSON', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('"text"')).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps valid fields and replaces only invalid ones', () => {
    const parsed = parseSettings(
      JSON.stringify({
        mode: 'dark',
        layout: 'nope',
        notifications: { position: 'top-left', visible: 99 },
        table: { zebra: true },
      }),
    );
    expect(parsed.mode).toBe('dark');
    expect(parsed.layout).toBe('main-layout');
    expect(parsed.notifications).toEqual({ position: 'top-left', visible: 4 });
    expect(parsed.table).toEqual({ ...DEFAULT_SETTINGS.table, zebra: true });
  });

  it('merges nested groups', () => {
    const merged = mergeSettings(DEFAULT_SETTINGS, {
      table: { dense: true },
      notifications: { visible: 2 },
    });
    expect(merged.table).toEqual({ ...DEFAULT_SETTINGS.table, dense: true });
    expect(merged.notifications).toEqual({ position: 'top-right', visible: 2 });
  });
});

describe('settings persistence', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SettingsProvider>{children}</SettingsProvider>
  );

  it('reads localStorage `settings` at start and writes every change back as JSON', () => {
    localStorage.setItem('settings', JSON.stringify({ ...DEFAULT_SETTINGS, layout: 'sideblock' }));
    const { result } = renderHook(() => useSettings(), { wrapper });
    expect(result.current.settings.layout).toBe('sideblock');

    act(() => result.current.updateSettings({ mode: 'dark', direction: 'rtl' }));
    expect(result.current.settings).toMatchObject({
      mode: 'dark',
      direction: 'rtl',
      layout: 'sideblock',
    });
    expect(JSON.parse(localStorage.getItem('settings')!)).toMatchObject({
      mode: 'dark',
      direction: 'rtl',
      layout: 'sideblock',
    });

    act(() => result.current.resetSettings());
    expect(JSON.parse(localStorage.getItem('settings')!)).toEqual(DEFAULT_SETTINGS);
  });
});
