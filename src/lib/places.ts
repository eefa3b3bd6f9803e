import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import { COUNTRIES, PROVINCES } from '../../contract/places';

/** Choices for province inputs: `MI — Milano`, sorted by code. */
export const PROVINCE_CHOICES = Object.entries(PROVINCES)
  .map(([id, name]) => ({ id, name: `${id} — ${name}` }))
  .sort((a, b) => a.id.localeCompare(b.id));

/** Country name in the user's language (Intl), the contract's Italian name as fallback. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? COUNTRIES[code] ?? code;
  } catch {
    return COUNTRIES[code] ?? code;
  }
}

/** Choices for country inputs, named in the current language; Italy first. */
export function useCountryChoices() {
  const locale = useLocale();
  return useMemo(
    () => Object.keys(COUNTRIES).map((id) => ({ id, name: countryName(id, locale) })),
    [locale],
  );
}
