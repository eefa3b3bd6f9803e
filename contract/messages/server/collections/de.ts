import type { CollectionsKey } from './en';

const collectionsDe: Record<CollectionsKey, string> = {
  'not_found.instalment': 'Fälligkeit nicht gefunden',
  'not_found.payment': 'Zahlungseingang nicht gefunden',
  'instalments.plan_settled':
    '%{document} hat Zahlungen, Gutschriften oder Bankeinreichungen auf seinen Fälligkeiten: storniere sie, bevor du Betrag, Datum, Kunde oder Zahlungsbedingungen änderst',
  'instalments.presented':
    'Fälligkeit %{position} von %{document} ist bei der Bank eingereicht: erfasse zuerst das Ergebnis der Bank',
  'instalments.over_open':
    'Fälligkeit %{position} von %{document} hat %{open} offen: sie kann nicht %{amount} aufnehmen',
  'instalments.nothing_open': 'Fälligkeit %{position} von %{document} hat nichts offen',
  'payments.over_amount':
    'Die Zuordnungen ergeben %{allocated}, vom Zahlungseingang sind aber nur %{left} zuzuordnen',
  'payments.over_amount_field': 'Höchstens %{left} insgesamt',
  'payments.not_customers': 'Wähle Fälligkeiten des Kunden dieses Zahlungseingangs',
  'payments.reversed':
    'Dieser Zahlungseingang wurde am %{date} storniert: er kann sich nicht mehr ändern',
  'payments.credit_note_reverse':
    'Dies ist das Guthaben aus %{document}: es folgt der Gutschrift und wird nicht storniert (eine Belastungsanzeige korrigiert die Gutschrift)',
  'payments.credit_note_used':
    'Das Guthaben aus %{document} ist bereits Fälligkeiten zugeordnet: der Kunde kann sich nicht mehr ändern und der Betrag nicht unter das Zugeordnete fallen',
  'payments.future_date': 'Das Zahlungsdatum darf nicht nach heute (%{today}) liegen',
  'not_found.bank_batch': 'Bankeinreichung nicht gefunden',
  'not_found.sdd_mandate': 'Mandat nicht gefunden',
  'bank_batches.credit_date_past': 'Das Gutschriftsdatum darf nicht vor heute liegen (%{today})',
  'bank_batches.collection_date':
    'Das Einzugsdatum muss ein TARGET-Bankarbeitstag ab dem %{earliest} sein',
  'bank_batches.account_riba':
    'Das Konto %{account} braucht seinen SIA-Code und eine italienische IBAN, um RiBa einzureichen',
  'bank_batches.account_sdd':
    'Das Konto %{account} braucht seine SEPA-Gläubiger-Identifikationsnummer, um Lastschriften einzureichen',
  'bank_batches.method_riba':
    'Die Fälligkeit %{position} von %{document} wird nicht per RiBa (MP12) eingezogen',
  'bank_batches.method_sdd':
    'Die Fälligkeit %{position} von %{document} wird nicht per SEPA-Lastschrift (MP19, MP20, MP21) eingezogen',
  'bank_batches.customer_bank':
    '%{customer} hat weder ABI und CAB noch eine italienische IBAN: eine RiBa braucht die Bank des Kunden',
  'bank_batches.no_mandate':
    '%{customer} hat kein SEPA-Mandat, das bis zum Einzugsdatum unterschrieben und nicht widerrufen ist',
  'bank_batches.mandate_used':
    'Das Mandat %{reference} von %{customer} gilt für einen einzigen Einzug und wurde schon verwendet',
  'bank_batches.not_ready_riba':
    'Einige Fälligkeiten können nicht in eine RiBa-Einreichung: siehe die markierten',
  'bank_batches.not_ready_sdd':
    'Einige Fälligkeiten können nicht in eine Lastschrift-Einreichung: siehe die markierten',
  'bank_batches.credited':
    'Diese Einreichung wurde am %{date} gutgeschrieben: Gutgeschriebenes wird nicht erneut gutgeschrieben',
  'bank_batches.item_unpaid': 'Diese Fälligkeit wurde bereits am %{date} als unbezahlt gemeldet',
  'bank_batches.future_date': 'Das Datum darf nicht nach heute liegen (%{today})',
  'sdd_mandates.reference_taken': 'Die Referenz %{reference} gehört bereits einem anderen Mandat',
  'sdd_mandates.used':
    'Mit dem Mandat %{reference} wurde bereits eingezogen: Es kann nicht geändert oder gelöscht werden, widerrufe es',
  'sdd_mandates.revoked': 'Dieses Mandat wurde am %{date} widerrufen',
  'not_found.reminder': 'Mahnung nicht gefunden',
  'reminders.nothing_overdue':
    '%{customer} hat am %{date} nichts Überfälliges: es gibt nichts anzumahnen',
  'reminders.future_date': 'Eine Mahnung kann nicht nach heute (%{today}) datiert sein',
};

export default collectionsDe;
