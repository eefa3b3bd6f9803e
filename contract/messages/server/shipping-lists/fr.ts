import type { ShippingListsKey } from './en';

const shippingListsFr: Record<ShippingListsKey, string> = {
  'ddt.customer_locked':
    '%{list} contient déjà des lignes pour son client : retirez-les avant de changer de client',
  'ddt.other_customer':
    '%{list} va à %{customer}, mais %{order} est pour %{other} : un bon de livraison n’a qu’un destinataire',
  'ddt.carrier_required':
    'Le transport est assuré par le transporteur : choisissez-le avant de confirmer',
  'shipping.list_ref': 'La liste d’expédition %{number}/%{year}',
  'shipping.open_list_ref': 'La liste d’expédition ouverte %{id}',
  'shipping.already_confirmed': '%{list} est déjà confirmée',
  'shipping.nothing_to_confirm': '%{list} n’a aucun élément : rien à confirmer',
  'shipping.items_without_label':
    'Chaque élément doit avoir une étiquette avant la confirmation : les éléments %{ids} n’en ont pas (ou une annulée)',
  'shipping.read_only':
    '%{list} est confirmée et en lecture seule : elle ne peut pas être modifiée',
  'shipping.only_order_rows': 'Seules les lignes de commandes peuvent être expédiées',
  'shipping.order_closed': 'La ligne appartient à %{order}, expédiée ou annulée',
  'shipping.row_not_shippable':
    'La ligne de %{order} est « %{status} » : seules les lignes « %{ready} » ou « %{packed} » peuvent être expédiées',
  'shipping.quantity_exceeded':
    'La quantité %{wanted} dépasse ce qui reste à expédier de la ligne : %{left} sur %{total} (%{allocated} déjà sur des listes d’expédition)',
  'labels.transition':
    'L’étiquette %{id} ne peut pas passer de « %{from} » à « %{to} » : elle ne peut passer qu’à %{allowed}',
  'labels.transition_final':
    'L’étiquette %{id} ne peut pas passer de « %{from} » à « %{to} » : ce statut est définitif',
  'labels.confirmed_list':
    'L’étiquette %{id} appartient à la liste d’expédition confirmée %{number}/%{year} : elle ne peut pas être annulée',
  'labels.voided_not_printable':
    'Les étiquettes %{ids} sont annulées et ne peuvent pas être imprimées : créez une nouvelle étiquette pour l’élément',
  'labels.item_has_label':
    'L’élément a déjà l’étiquette %{id} (« %{status} ») : annulez-la d’abord pour la remplacer',
  'ddt.date_before_last':
    'La date ne peut pas être antérieure au %{date}, date du bon de livraison %{last} : les bons sont numérotés dans l’ordre de leurs dates',
};

export default shippingListsFr;
