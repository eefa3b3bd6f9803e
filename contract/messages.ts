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
    decimal: 'Numero non valido (es. 1234,50)',
    min_value: 'Il valore non può essere negativo',
    date: 'Data non valida',
    registry_code: 'Il codice anagrafico è obbligatorio',
    credit_limit: 'Inserisci il valore del fido',
    iban: 'IBAN non valido: controlla il codice',
    vat_nature: "Con l'aliquota 0 % indica la natura dell'operazione (N1…N7)",
    article_code: 'Il codice articolo è obbligatorio',
    description: 'La descrizione è obbligatoria',
    date_range: 'La data di fine non può precedere quella di inizio',
    choice: 'Scegli un valore dall’elenco',
    duplicate_code: 'Codice ripetuto nel file',
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
    decimal: 'Invalid number (e.g. 1234.50)',
    min_value: 'The value cannot be negative',
    date: 'Invalid date',
    registry_code: 'The registry code is mandatory',
    credit_limit: 'Enter the credit limit value',
    iban: 'Invalid IBAN: check the code',
    vat_nature: 'A 0 % VAT rate needs the nature of the transaction (N1…N7)',
    article_code: 'The article code is mandatory',
    description: 'The description is mandatory',
    date_range: 'The end date cannot be before the start date',
    choice: 'Choose a value from the list',
    duplicate_code: 'Code repeated in the file',
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
    decimal: 'Ungültige Zahl (z. B. 1234,50)',
    min_value: 'Der Wert darf nicht negativ sein',
    date: 'Ungültiges Datum',
    registry_code: 'Die Stammdatennummer ist erforderlich',
    credit_limit: 'Geben Sie das Kreditlimit ein',
    iban: 'Ungültige IBAN: bitte prüfen',
    vat_nature: 'Bei 0 % MwSt. ist die Art des Umsatzes anzugeben (N1…N7)',
    article_code: 'Die Artikelnummer ist erforderlich',
    description: 'Die Beschreibung ist erforderlich',
    date_range: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen',
    choice: 'Wählen Sie einen Wert aus der Liste',
    duplicate_code: 'Code in der Datei wiederholt',
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
    decimal: 'Nombre non valide (ex. 1234,50)',
    min_value: 'La valeur ne peut pas être négative',
    date: 'Date non valide',
    registry_code: 'Le code client est obligatoire',
    credit_limit: 'Saisissez le plafond de crédit',
    iban: 'IBAN non valide : vérifiez le code',
    vat_nature: "Un taux de TVA de 0 % exige la nature de l'opération (N1…N7)",
    article_code: 'Le code article est obligatoire',
    description: 'La description est obligatoire',
    date_range: 'La date de fin ne peut pas précéder la date de début',
    choice: 'Choisissez une valeur dans la liste',
    duplicate_code: 'Code répété dans le fichier',
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
    decimal: 'Érvénytelen szám (pl. 1234,50)',
    min_value: 'Az érték nem lehet negatív',
    date: 'Érvénytelen dátum',
    registry_code: 'A törzsszám megadása kötelező',
    credit_limit: 'Adja meg a hitelkeret összegét',
    iban: 'Érvénytelen IBAN: ellenőrizze a kódot',
    vat_nature: '0 %-os áfakulcsnál meg kell adni a művelet jellegét (N1…N7)',
    article_code: 'A cikkszám megadása kötelező',
    description: 'A leírás megadása kötelező',
    date_range: 'A záró dátum nem lehet korábbi a kezdő dátumnál',
    choice: 'Válasszon egy értéket a listából',
    duplicate_code: 'A kód többször szerepel a fájlban',
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
