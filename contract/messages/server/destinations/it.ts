import type { DestinationsKey } from './en';

const destinationsIt: Record<DestinationsKey, string> = {
  'not_found.destination': 'Destinazione non trovata',
  'destinations.record': 'La destinazione «%{name}»',
  'destinations.in_document':
    '«%{name}» è la destinazione di %{document}: toglila da quel documento prima di eliminarla',
  'destinations.in_ddt':
    '«%{name}» è il luogo di consegna del DDT %{number}/%{year}: non si può eliminare',
  'destinations.in_open_list':
    '«%{name}» è la destinazione della lista di spedizione aperta %{id}: toglila da quella lista prima di eliminarla',
};

export default destinationsIt;
