import type { ShippingListsKey } from './en';

const shippingListsIt: Record<ShippingListsKey, string> = {
  'ddt.customer_locked':
    '%{list} contiene già righe per il suo cliente: rimuovile prima di cambiare il cliente',
  'ddt.other_customer':
    '%{list} va a %{customer}, ma %{order} è di %{other}: un DDT ha un solo destinatario',
  'ddt.carrier_required':
    'Il trasporto è a cura del vettore: scegli il vettore prima di confermare',
  'shipping.list_ref': 'La lista di spedizione %{number}/%{year}',
  'shipping.open_list_ref': 'La lista di spedizione aperta %{id}',
  'shipping.already_confirmed': '%{list} è già confermata',
  'shipping.nothing_to_confirm': '%{list} non ha voci: non c’è nulla da confermare',
  'shipping.items_without_label':
    'Ogni voce deve avere un’etichetta prima della conferma: le voci %{ids} non ne hanno (o ne hanno una annullata)',
  'shipping.read_only': '%{list} è confermata e in sola lettura: non si può modificare',
  'shipping.only_order_rows': 'Si possono spedire solo righe di ordini',
  'shipping.order_closed': 'La riga appartiene a %{order}, che è spedito o annullato',
  'shipping.row_not_shippable':
    'La riga di %{order} è «%{status}»: si possono spedire solo righe «%{ready}» o «%{packed}»',
  'shipping.quantity_exceeded':
    'La quantità %{wanted} supera quanto resta da spedire della riga: %{left} su %{total} (%{allocated} già in liste di spedizione)',
  'labels.transition':
    'L’etichetta %{id} non può passare da «%{from}» a «%{to}»: può passare solo a %{allowed}',
  'labels.transition_final':
    'L’etichetta %{id} non può passare da «%{from}» a «%{to}»: lo stato è definitivo',
  'labels.confirmed_list':
    'L’etichetta %{id} appartiene alla lista di spedizione confermata %{number}/%{year}: non si può annullare',
  'labels.voided_not_printable':
    'Le etichette %{ids} sono annullate e non si possono stampare: crea una nuova etichetta per la voce',
  'labels.item_has_label':
    'La voce ha già l’etichetta %{id} («%{status}»): annullala prima di sostituirla',
  'ddt.date_before_last':
    'La data non può essere anteriore al %{date}, data del DDT %{last}: i DDT sono numerati nell’ordine delle date',
};

export default shippingListsIt;
