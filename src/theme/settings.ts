import { z } from 'zod';

/**
 * User interface settings (spec section 9), persisted as JSON under localStorage
 * `settings`. Pure: parsing never throws; unknown or broken values fall back to defaults
 * one field at a time, so a new release never loses the rest of a user's choices.
 */
export const THEME_MODES = ['light', 'dark'] as const;
export const LAYOUTS = ['main-layout', 'sideblock'] as const;
export const CARD_SKINS = ['shadow-sm', 'bordered'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const LIGHT_SCHEMES = ['neutral', 'slate', 'stone'] as const;
export const DARK_SCHEMES = ['cinder', 'navy', 'graphite'] as const;
export const PRIMARY_SCHEMES = ['accent', 'emerald', 'amber', 'rose'] as const;
export const NOTIFICATION_POSITIONS = [
  'top-right',
  'top-left',
  'top-center',
  'bottom-right',
  'bottom-left',
  'bottom-center',
] as const;
export const MAX_VISIBLE_TOASTS = 4;

export type ThemeMode = (typeof THEME_MODES)[number];
export type LayoutName = (typeof LAYOUTS)[number];
export type CardSkin = (typeof CARD_SKINS)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type LightScheme = (typeof LIGHT_SCHEMES)[number];
export type DarkScheme = (typeof DARK_SCHEMES)[number];
export type PrimaryScheme = (typeof PRIMARY_SCHEMES)[number];
export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number];

export interface TableOptions {
  hover: boolean;
  zebra: boolean;
  dense: boolean;
  sticky: boolean;
}

export interface Settings {
  mode: ThemeMode;
  layout: LayoutName;
  cardSkin: CardSkin;
  notifications: { position: NotificationPosition; visible: number };
  darkScheme: DarkScheme;
  lightScheme: LightScheme;
  primaryScheme: PrimaryScheme;
  direction: Direction;
  table: TableOptions;
}

export const DEFAULT_SETTINGS: Settings = {
  mode: 'light',
  layout: 'main-layout',
  cardSkin: 'shadow-sm',
  notifications: { position: 'top-right', visible: MAX_VISIBLE_TOASTS },
  darkScheme: 'cinder',
  lightScheme: 'neutral',
  primaryScheme: 'accent',
  direction: 'ltr',
  table: { hover: true, zebra: false, dense: false, sticky: true },
};

const d = DEFAULT_SETTINGS;
const settingsSchema = z.object({
  mode: z.enum(THEME_MODES).catch(d.mode),
  layout: z.enum(LAYOUTS).catch(d.layout),
  cardSkin: z.enum(CARD_SKINS).catch(d.cardSkin),
  notifications: z
    .object({
      position: z.enum(NOTIFICATION_POSITIONS).catch(d.notifications.position),
      visible: z.number().int().min(1).max(MAX_VISIBLE_TOASTS).catch(d.notifications.visible),
    })
    .catch(d.notifications),
  darkScheme: z.enum(DARK_SCHEMES).catch(d.darkScheme),
  lightScheme: z.enum(LIGHT_SCHEMES).catch(d.lightScheme),
  primaryScheme: z.enum(PRIMARY_SCHEMES).catch(d.primaryScheme),
  direction: z.enum(DIRECTIONS).catch(d.direction),
  table: z
    .object({
      hover: z.boolean().catch(d.table.hover),
      zebra: z.boolean().catch(d.table.zebra),
      dense: z.boolean().catch(d.table.dense),
      sticky: z.boolean().catch(d.table.sticky),
    })
    .catch(d.table),
});

/** Parses the stored JSON; anything missing or invalid takes its default. */
export function parseSettings(raw: string | null): Settings {
  let value: unknown = {};
  try {
    value = raw ? JSON.parse(raw) : {};
  } catch {
    value = {};
  }
  const result = settingsSchema.safeParse(value && typeof value === 'object' ? value : {});
  return result.success ? result.data : DEFAULT_SETTINGS;
}

export const serializeSettings = (settings: Settings): string => JSON.stringify(settings);

export type SettingsPatch = Partial<Omit<Settings, 'notifications' | 'table'>> & {
  notifications?: Partial<Settings['notifications']>;
  table?: Partial<Settings['table']>;
};

/** Applies a partial change; nested groups are merged, not replaced. */
export function mergeSettings(settings: Settings, patch: SettingsPatch): Settings {
  return {
    ...settings,
    ...patch,
    notifications: { ...settings.notifications, ...patch.notifications },
    table: { ...settings.table, ...patch.table },
  };
}
