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

type Stored = Record<string, unknown>;

const isRecord = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` when it is one of `choices`, else `fallback`. */
const oneOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Parses the stored JSON; anything missing or invalid takes its default. */
export function parseSettings(raw: string | null): Settings {
  let value: unknown = {};
  try {
    value = raw ? JSON.parse(raw) : {};
  } catch {
    value = {};
  }
  const stored = isRecord(value) ? value : {};
  const d = DEFAULT_SETTINGS;
  const notifications = isRecord(stored.notifications) ? stored.notifications : null;
  const visible = notifications?.visible;
  const table = isRecord(stored.table) ? stored.table : null;
  return {
    mode: oneOf(THEME_MODES, stored.mode, d.mode),
    layout: oneOf(LAYOUTS, stored.layout, d.layout),
    cardSkin: oneOf(CARD_SKINS, stored.cardSkin, d.cardSkin),
    notifications: notifications
      ? {
          position: oneOf(NOTIFICATION_POSITIONS, notifications.position, d.notifications.position),
          visible:
            Number.isInteger(visible) &&
            (visible as number) >= 1 &&
            (visible as number) <= MAX_VISIBLE_TOASTS
              ? (visible as number)
              : d.notifications.visible,
        }
      : { ...d.notifications },
    darkScheme: oneOf(DARK_SCHEMES, stored.darkScheme, d.darkScheme),
    lightScheme: oneOf(LIGHT_SCHEMES, stored.lightScheme, d.lightScheme),
    primaryScheme: oneOf(PRIMARY_SCHEMES, stored.primaryScheme, d.primaryScheme),
    direction: oneOf(DIRECTIONS, stored.direction, d.direction),
    table: table
      ? {
          hover: bool(table.hover, d.table.hover),
          zebra: bool(table.zebra, d.table.zebra),
          dense: bool(table.dense, d.table.dense),
          sticky: bool(table.sticky, d.table.sticky),
        }
      : { ...d.table },
  };
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
