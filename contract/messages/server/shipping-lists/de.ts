import type { ShippingListsKey } from './en';

const shippingListsDe: Record<ShippingListsKey, string> = {
  'ddt.customer_locked':
    '%{list} enthält bereits Positionen für ihren Kunden: entfernen Sie diese, bevor Sie den Kunden ändern',
  'ddt.other_customer':
    '%{list} geht an %{customer}, aber %{order} ist für %{other}: ein Lieferschein hat nur einen Empfänger',
  'ddt.carrier_required':
    'Der Transport erfolgt durch den Frachtführer: wählen Sie ihn vor der Bestätigung',
  'shipping.list_ref': 'Versandliste %{number}/%{year}',
  'shipping.open_list_ref': 'Die offene Versandliste %{id}',
  'shipping.already_confirmed': '%{list} ist bereits bestätigt',
  'shipping.nothing_to_confirm': '%{list} hat keine Positionen: es gibt nichts zu bestätigen',
  'shipping.items_without_label':
    'Jede Position braucht vor der Bestätigung ein Etikett: die Positionen %{ids} haben keines (oder ein storniertes)',
  'shipping.read_only':
    '%{list} ist bestätigt und schreibgeschützt: sie kann nicht geändert werden',
  'shipping.only_order_rows': 'Nur Zeilen von Aufträgen können versandt werden',
  'shipping.order_closed': 'Die Zeile gehört zu %{order}, der versandt oder storniert ist',
  'shipping.row_not_shippable':
    'Die Zeile von %{order} ist „%{status}“: nur Zeilen „%{ready}“ oder „%{packed}“ können versandt werden',
  'shipping.quantity_exceeded':
    'Die Menge %{wanted} übersteigt, was von der Zeile noch zu versenden ist: %{left} von %{total} (%{allocated} bereits auf Versandlisten)',
  'labels.transition':
    'Das Etikett %{id} kann nicht von „%{from}“ zu „%{to}“ wechseln: möglich ist nur %{allowed}',
  'labels.transition_final':
    'Das Etikett %{id} kann nicht von „%{from}“ zu „%{to}“ wechseln: der Status ist endgültig',
  'labels.confirmed_list':
    'Das Etikett %{id} gehört zur bestätigten Versandliste %{number}/%{year}: es kann nicht storniert werden',
  'labels.voided_not_printable':
    'Die Etiketten %{ids} sind storniert und können nicht gedruckt werden: erstellen Sie ein neues Etikett für die Position',
  'labels.item_has_label':
    'Die Position hat bereits das Etikett %{id} („%{status}“): stornieren Sie es zuerst, um es zu ersetzen',
  'ddt.date_before_last':
    'Das Datum darf nicht vor dem %{date} liegen, dem Datum des Lieferscheins %{last}: Lieferscheine werden in der Reihenfolge ihrer Daten nummeriert',
};

export default shippingListsDe;
