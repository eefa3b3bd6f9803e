/**
 * Validation messages shared by the forms (through the SPA's i18n catalogues, under the
 * `validation` key) and the API (field errors of a 400, in the caller's Accept-Language).
 * The zod schemas in this folder use the keys (`validation.vat_number`) as their messages.
 */
export const LOCALES = ['it', 'en', 'de', 'fr', 'hu'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';

export const validationMessages = {
  it: {
    required: 'Campo obbligatorio',
    invalid: 'Valore non valido',
    too_long: 'Testo troppo lungo',
    email: 'Indirizzo e-mail non valido',
    vat_number: 'Partita IVA non valida: 11 cifre con cifra di controllo corretta',
    tax_code: 'Codice fiscale non valido: 16 caratteri (persona) o 11 cifre (società)',
    sdi_code: 'Codice SDI non valido: 7 caratteri alfanumerici',
    zip: 'CAP non valido: 5 cifre',
    province: 'Sigla della provincia non valida: 2 lettere',
    country: 'Codice nazione non valido: 2 lettere (es. IT)',
    name_required: 'La ragione sociale è obbligatoria',
  },
  en: {
    required: 'Required',
    invalid: 'Invalid value',
    too_long: 'Text too long',
    email: 'Invalid e-mail address',
    vat_number: 'Invalid VAT number: 11 digits with a correct check digit',
    tax_code: 'Invalid tax code: 16 characters (person) or 11 digits (company)',
    sdi_code: 'Invalid SDI code: 7 letters or digits',
    zip: 'Invalid postal code: 5 digits',
    province: 'Invalid province code: 2 letters',
    country: 'Invalid country code: 2 letters (e.g. IT)',
    name_required: 'The company name is required',
  },
  de: {
    required: 'Pflichtfeld',
    invalid: 'Ungültiger Wert',
    too_long: 'Text zu lang',
    email: 'Ungültige E-Mail-Adresse',
    vat_number: 'Ungültige USt-IdNr.: 11 Ziffern mit korrekter Prüfziffer',
    tax_code: 'Ungültige Steuernummer: 16 Zeichen (Person) oder 11 Ziffern (Unternehmen)',
    sdi_code: 'Ungültiger SDI-Code: 7 Buchstaben oder Ziffern',
    zip: 'Ungültige Postleitzahl: 5 Ziffern',
    province: 'Ungültiges Provinzkürzel: 2 Buchstaben',
    country: 'Ungültiger Ländercode: 2 Buchstaben (z. B. IT)',
    name_required: 'Der Firmenname ist erforderlich',
  },
  fr: {
    required: 'Champ obligatoire',
    invalid: 'Valeur non valide',
    too_long: 'Texte trop long',
    email: 'Adresse e-mail non valide',
    vat_number: 'Numéro de TVA non valide : 11 chiffres avec une clé de contrôle correcte',
    tax_code: 'Code fiscal non valide : 16 caractères (personne) ou 11 chiffres (société)',
    sdi_code: 'Code SDI non valide : 7 lettres ou chiffres',
    zip: 'Code postal non valide : 5 chiffres',
    province: 'Code de province non valide : 2 lettres',
    country: 'Code pays non valide : 2 lettres (ex. IT)',
    name_required: 'La raison sociale est obligatoire',
  },
  hu: {
    required: 'Kötelező mező',
    invalid: 'Érvénytelen érték',
    too_long: 'Túl hosszú szöveg',
    email: 'Érvénytelen e-mail-cím',
    vat_number: 'Érvénytelen adószám: 11 számjegy, helyes ellenőrző számjeggyel',
    tax_code: 'Érvénytelen adóazonosító: 16 karakter (magánszemély) vagy 11 számjegy (cég)',
    sdi_code: 'Érvénytelen SDI-kód: 7 betű vagy számjegy',
    zip: 'Érvénytelen irányítószám: 5 számjegy',
    province: 'Érvénytelen megyekód: 2 betű',
    country: 'Érvénytelen országkód: 2 betű (pl. IT)',
    name_required: 'A cégnév megadása kötelező',
  },
} satisfies Record<Locale, Record<string, string>>;

export type ValidationKey = keyof (typeof validationMessages)['en'];

/** `validation.vat_number` -> the message in `locale`; anything else is returned as it is. */
export function translateValidation(message: string, locale: Locale): string {
  const match = /^validation\.(\w+)$/.exec(message);
  if (!match) return message;
  const table = validationMessages[locale] as Record<string, string>;
  return table[match[1]] ?? message;
}

/** Picks the first supported language of an Accept-Language header, else Italian. */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(tag)) return tag as Locale;
  }
  return DEFAULT_LOCALE;
}
