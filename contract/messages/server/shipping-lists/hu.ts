import type { ShippingListsKey } from './en';

const shippingListsHu: Record<ShippingListsKey, string> = {
  'ddt.customer_locked':
    '%{list} már tartalmaz tételeket az ügyfelének: az ügyfél módosítása előtt távolítsa el őket',
  'ddt.other_customer':
    '%{list} címzettje %{customer}, de %{order} megrendelője %{other}: egy szállítólevélnek csak egy címzettje lehet',
  'ddt.carrier_required':
    'A szállítást a fuvarozó végzi: a megerősítés előtt válassza ki a fuvarozót',
  'shipping.list_ref': 'Szállítási lista %{number}/%{year}',
  'shipping.open_list_ref': 'Nyitott szállítási lista %{id}',
  'shipping.already_confirmed': 'Már megerősítve: %{list}',
  'shipping.nothing_to_confirm': 'Nincs rajta tétel, nincs mit megerősíteni: %{list}',
  'shipping.items_without_label':
    'Megerősítés előtt minden tételhez címke kell: ezeknek nincs (vagy érvénytelenített): %{ids}',
  'shipping.read_only': 'Megerősítve és csak olvasható, nem módosítható: %{list}',
  'shipping.only_order_rows': 'Csak megrendelések sorai szállíthatók',
  'shipping.order_closed': 'A sor megrendelése kiszállítva vagy törölve: %{order}',
  'shipping.row_not_shippable':
    'A sor állapota „%{status}” (%{order}): csak „%{ready}” vagy „%{packed}” állapotú sor szállítható',
  'shipping.quantity_exceeded':
    'A mennyiség (%{wanted}) több, mint ami a sorból még szállítandó: %{left} / %{total} (már szállítási listán: %{allocated})',
  'labels.transition':
    'A címke (%{id}) nem léphet át ebből az állapotból: „%{from}”, ebbe: „%{to}”. Lehetséges: %{allowed}',
  'labels.transition_final':
    'A címke (%{id}) nem léphet át ebből az állapotból: „%{from}”, ebbe: „%{to}”. Ez végleges állapot',
  'labels.confirmed_list':
    'A címke (%{id}) egy megerősített szállítási listához tartozik (%{number}/%{year}): nem érvényteleníthető',
  'labels.voided_not_printable':
    'Érvénytelenített címkék nem nyomtathatók (%{ids}): hozzon létre új címkét a tételhez',
  'labels.item_has_label':
    'A tételnek már van címkéje (%{id}, „%{status}”): a cseréhez előbb érvénytelenítse',
  'ddt.date_before_last':
    'A dátum nem lehet korábbi, mint %{date}, a(z) %{last} szállítólevél dátuma: a szállítólevelek a dátumuk sorrendjében kapnak sorszámot',
};

export default shippingListsHu;
