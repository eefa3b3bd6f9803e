import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The payments' texts (`resources.payments.*`), de. */
const messages: ResourceSection = {
  name: 'Zahlungseingang |||| Zahlungseingänge',
  menu: 'Zahlungseingänge',
  title: 'Zahlungseingänge',
  one: 'Zahlungseingang vom %{date} — %{customer}',
  create: 'Zahlungseingang erfassen',
  fields: {
    customer_id: 'Kunde',
    customer: 'Kunde',
    payment_date: 'Eingangsdatum',
    amount: 'Betrag',
    method: 'Zahlungsart',
    bank_account_id: 'Gutschriftskonto',
    bank_account: 'Konto',
    note: 'Notiz',
    allocated: 'Zugeordnet',
    unallocated: 'Restguthaben',
    state: 'Status',
    credit_note: 'Gutschrift',
    reversed_at: 'Storniert am',
    reversal_reason: 'Stornogrund',
    date_from: 'Von',
    date_to: 'Bis',
    reversed: 'Storniert',
    credit: 'Mit Restguthaben',
  },
  states: {
    in_force: 'Erfasst',
    reversed: 'Storniert',
    credit_note: 'Guthaben aus Gutschrift',
  },
  allocations: {
    title: 'Auszugleichende Fälligkeiten',
    hint: 'Wähle, wie viel jeder offenen Fälligkeit des Kunden zugeordnet wird: der Rest bleibt sein Guthaben.',
    choose_customer: 'Wähle den Kunden, um seine offenen Fälligkeiten zu sehen',
    none: 'Der Kunde hat keine offenen Fälligkeiten: der Zahlungseingang bleibt sein Guthaben',
    spread: 'Von der ältesten an verteilen',
    clear: 'Zurücksetzen',
    assigned: 'Zugeordnet: %{assigned} von %{amount}',
    left: 'Bleibt als Guthaben: %{left}',
    over: 'Die Zuordnungen übersteigen den Betrag um %{over}',
    amount: 'Zuzuordnen',
    list: 'Ausgeglichene Fälligkeiten',
    empty: 'Keine Fälligkeit ausgeglichen',
  },
  reverse: {
    action: 'Stornieren',
    title: 'Diesen Zahlungseingang stornieren?',
    content:
      'Die Fälligkeiten, die er ausglich, werden wieder offen. Der Zahlungseingang bleibt als storniert im Register: das lässt sich nicht rückgängig machen.',
    reason: 'Stornogrund',
    done: 'Zahlungseingang storniert',
  },
  allocate: {
    action: 'Guthaben verwenden',
    title: 'Restguthaben von %{amount} zuordnen',
    done: 'Guthaben zugeordnet',
  },
  notifications: {
    created: 'Zahlungseingang erfasst',
  },
  empty: 'Keine Zahlungseingänge erfasst',
  invite: 'Den ersten Zahlungseingang erfassen',
};

export default messages;
