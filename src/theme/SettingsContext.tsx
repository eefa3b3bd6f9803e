import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../providers/storage';
import {
  DEFAULT_SETTINGS,
  mergeSettings,
  parseSettings,
  serializeSettings,
  type Settings,
  type SettingsPatch,
} from './settings';

/**
 * The settings of the settings panel, shared by the theme, the layouts, the notifications
 * and the lists. Kept out of react-admin's store on purpose: that store is wiped at logout,
 * while display preferences belong to the browser.
 */
interface SettingsContextValue {
  settings: Settings;
  updateSettings: (patch: SettingsPatch) => void;
  resetSettings: () => void;
}

const SettingsContext = createContext<SettingsContextValue>({
  settings: DEFAULT_SETTINGS,
  updateSettings: () => undefined,
  resetSettings: () => undefined,
});

export const loadSettings = (): Settings =>
  parseSettings(localStorage.getItem(STORAGE_KEYS.settings));

export const saveSettings = (settings: Settings): void =>
  localStorage.setItem(STORAGE_KEYS.settings, serializeSettings(settings));

export const SettingsProvider = ({ children }: { children: ReactNode }) => {
  const [settings, setSettings] = useState<Settings>(loadSettings);

  const updateSettings = useCallback((patch: SettingsPatch) => {
    setSettings((current) => {
      const next = mergeSettings(current, patch);
      saveSettings(next);
      return next;
    });
  }, []);

  const resetSettings = useCallback(() => {
    saveSettings(DEFAULT_SETTINGS);
    setSettings(DEFAULT_SETTINGS);
  }, []);

  const value = useMemo(
    () => ({ settings, updateSettings, resetSettings }),
    [settings, updateSettings, resetSettings],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
};

export const useSettings = () => useContext(SettingsContext);
