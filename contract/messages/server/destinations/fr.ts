import type { DestinationsKey } from './en';

const destinationsFr: Record<DestinationsKey, string> = {
  'not_found.destination': 'Adresse de livraison introuvable',
  'destinations.record': 'L’adresse de livraison « %{name} »',
  'destinations.in_document':
    '« %{name} » est l’adresse de livraison de %{document} : retirez-la de ce document avant de la supprimer',
  'destinations.in_ddt':
    '« %{name} » est le lieu de livraison du bon de transport (DDT) %{number}/%{year} : elle ne peut pas être supprimée',
  'destinations.in_open_list':
    '« %{name} » est l’adresse de livraison de la liste d’expédition ouverte %{id} : retirez-la de cette liste avant de la supprimer',
};

export default destinationsFr;
