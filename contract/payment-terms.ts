import { z } from 'zod';
import { optionalText, optionSchema, text } from './common';
import type { Locale } from './messages/locale';
import { registryContract } from './registry';

/** FatturaPA's ModalitaPagamento (MP01…MP23), by code, as the e-invoice names them. */
// prettier-ignore
export const PAYMENT_METHOD_NAMES = {
  it: {
    MP01: 'Contanti', MP02: 'Assegno', MP03: 'Assegno circolare',
    MP04: 'Contanti presso Tesoreria', MP05: 'Bonifico', MP06: 'Vaglia cambiario',
    MP07: 'Bollettino bancario', MP08: 'Carta di pagamento', MP09: 'RID', MP10: 'RID utenze',
    MP11: 'RID veloce', MP12: 'RiBa', MP13: 'MAV', MP14: 'Quietanza erario',
    MP15: 'Giroconto su conti di contabilità speciale', MP16: 'Domiciliazione bancaria',
    MP17: 'Domiciliazione postale', MP18: 'Bollettino di c/c postale',
    MP19: 'SEPA Direct Debit', MP20: 'SEPA Direct Debit CORE', MP21: 'SEPA Direct Debit B2B',
    MP22: 'Trattenuta su somme già riscosse', MP23: 'PagoPA',
  },
  en: {
    MP01: 'Cash', MP02: 'Cheque', MP03: 'Banker’s draft', MP04: 'Cash at the Treasury',
    MP05: 'Bank transfer', MP06: 'Money order', MP07: 'Bank payment slip', MP08: 'Payment card',
    MP09: 'Direct debit (RID)', MP10: 'Utility direct debit (RID)', MP11: 'Fast direct debit (RID)',
    MP12: 'Bank receipt (RiBa)', MP13: 'Payment notice (MAV)', MP14: 'Tax office receipt',
    MP15: 'Transfer between special accounting accounts', MP16: 'Bank direct debit',
    MP17: 'Postal direct debit', MP18: 'Postal account payment slip',
    MP19: 'SEPA Direct Debit', MP20: 'SEPA Direct Debit CORE', MP21: 'SEPA Direct Debit B2B',
    MP22: 'Withholding from sums already collected', MP23: 'PagoPA',
  },
  de: {
    MP01: 'Bargeld', MP02: 'Scheck', MP03: 'Bankscheck', MP04: 'Barzahlung bei der Staatskasse',
    MP05: 'Überweisung', MP06: 'Zahlungsanweisung', MP07: 'Bankzahlschein', MP08: 'Zahlungskarte',
    MP09: 'Lastschrift (RID)', MP10: 'Lastschrift für Versorger (RID)',
    MP11: 'Schnelllastschrift (RID)', MP12: 'Bankquittung (RiBa)', MP13: 'Zahlungsaufforderung (MAV)',
    MP14: 'Quittung der Finanzverwaltung', MP15: 'Umbuchung zwischen Sonderkonten',
    MP16: 'Bankeinzug', MP17: 'Posteinzug', MP18: 'Postgiro-Zahlschein',
    MP19: 'SEPA-Lastschrift', MP20: 'SEPA-Basislastschrift (CORE)',
    MP21: 'SEPA-Firmenlastschrift (B2B)', MP22: 'Einbehalt von bereits eingezogenen Beträgen',
    MP23: 'PagoPA',
  },
  fr: {
    MP01: 'Espèces', MP02: 'Chèque', MP03: 'Chèque de banque', MP04: 'Espèces au Trésor',
    MP05: 'Virement', MP06: 'Mandat', MP07: 'Bordereau bancaire', MP08: 'Carte de paiement',
    MP09: 'Prélèvement (RID)', MP10: 'Prélèvement de services publics (RID)',
    MP11: 'Prélèvement rapide (RID)', MP12: 'Reçu bancaire (RiBa)', MP13: 'Avis de paiement (MAV)',
    MP14: 'Quittance du Trésor', MP15: 'Virement entre comptes de comptabilité spéciale',
    MP16: 'Domiciliation bancaire', MP17: 'Domiciliation postale',
    MP18: 'Bulletin de compte courant postal', MP19: 'Prélèvement SEPA',
    MP20: 'Prélèvement SEPA CORE', MP21: 'Prélèvement SEPA B2B',
    MP22: 'Retenue sur sommes déjà encaissées', MP23: 'PagoPA',
  },
  hu: {
    MP01: 'Készpénz', MP02: 'Csekk', MP03: 'Bankcsekk', MP04: 'Készpénz a kincstárnál',
    MP05: 'Átutalás', MP06: 'Váltó', MP07: 'Banki befizetési lap', MP08: 'Fizetési kártya',
    MP09: 'Csoportos beszedés (RID)', MP10: 'Közüzemi csoportos beszedés (RID)',
    MP11: 'Gyors csoportos beszedés (RID)', MP12: 'Banki nyugta (RiBa)',
    MP13: 'Fizetési értesítő (MAV)', MP14: 'Adóhatósági nyugta',
    MP15: 'Átvezetés különleges elszámolási számlák között', MP16: 'Banki beszedés',
    MP17: 'Postai beszedés', MP18: 'Postai csekk', MP19: 'SEPA csoportos beszedés',
    MP20: 'SEPA CORE csoportos beszedés', MP21: 'SEPA B2B csoportos beszedés',
    MP22: 'Levonás a már beszedett összegekből', MP23: 'PagoPA',
  },
} as const satisfies Record<Locale, Record<`MP${string}`, string>>;

export type PaymentMethod = keyof (typeof PAYMENT_METHOD_NAMES)['it'];
export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_NAMES.it) as [
  PaymentMethod,
  ...PaymentMethod[],
];

/** How the days of the instalments count: from the invoice date, or to the end of a month (contract/due-dates.ts). */
export const PAYMENT_BASES = ['invoice_date', 'end_of_month'] as const;
export type PaymentBasis = (typeof PAYMENT_BASES)[number];
export const PAYMENT_BASIS_NAMES: Record<Locale, Record<PaymentBasis, string>> = {
  it: { invoice_date: 'Data fattura', end_of_month: 'Fine mese' },
  en: { invoice_date: 'Invoice date', end_of_month: 'End of month' },
  de: { invoice_date: 'Rechnungsdatum', end_of_month: 'Monatsende' },
  fr: { invoice_date: 'Date de facture', end_of_month: 'Fin de mois' },
  hu: { invoice_date: 'Számla kelte', end_of_month: 'Hónap vége' },
};

/** At most this many instalments (one a month for a year). */
export const MAX_INSTALMENTS = 12;

/** The days of the instalments: whole days 0…365, ascending, one per instalment; [0] is on sight. */
const days = z
  .array(z.number(), { error: 'validation.instalment_days' })
  .min(1)
  .max(MAX_INSTALMENTS)
  .refine(
    (list) =>
      list.every(
        (day, i) =>
          Number.isInteger(day) && day >= 0 && day <= 365 && (i === 0 || day > list[i - 1]),
      ),
    'validation.instalment_days',
  );

/**
 * Payment terms (condizioni di pagamento): how and when a customer pays, printed on invoices
 * and sent in the e-invoice (`code` is the company's own short name, unique in the company).
 */
export const paymentTerms = registryContract({
  input: z.object({
    code: text({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(20, 'validation.too_long'),
    description: text({ error: 'validation.description' })
      .trim()
      .min(1, 'validation.description')
      .max(200, 'validation.too_long'),
    method: z.enum(PAYMENT_METHODS, { error: 'validation.choice' }),
    basis: z.enum(PAYMENT_BASES, { error: 'validation.choice' }),
    days,
    notes: optionalText(2000, { multiline: true }),
  }),
  fields: {
    code: z.string(),
    description: z.string(),
    method: z.enum(PAYMENT_METHODS),
    basis: z.enum(PAYMENT_BASES),
    days: z.array(z.number()),
    notes: z.string().nullable(),
  },
  sorts: ['code', 'id', 'description', 'method', 'basis'],
  selects: z.object({ methods: z.array(optionSchema), bases: z.array(optionSchema) }),
});

export type PaymentTermInput = z.input<typeof paymentTerms.input>;
export type PaymentTerm = z.infer<typeof paymentTerms.record>;

/** The option lists of the form, in `locale`: methods as `MP05 Bonifico`, and the bases. */
export const paymentTermSelects = (locale: Locale) => ({
  methods: PAYMENT_METHODS.map((id) => ({ id, name: `${id} ${PAYMENT_METHOD_NAMES[locale][id]}` })),
  bases: PAYMENT_BASES.map((id) => ({ id, name: PAYMENT_BASIS_NAMES[locale][id] })),
});
