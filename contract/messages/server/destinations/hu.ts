import type { DestinationsKey } from './en';

const destinationsHu: Record<DestinationsKey, string> = {
  'not_found.destination': 'A szállítási cím nem található',
  'destinations.record': 'Szállítási cím („%{name}”)',
  'destinations.in_document':
    'A(z) „%{name}” szállítási cím egy bizonylaton szerepel (%{document}): törlés előtt vegye le róla',
  'destinations.in_ddt':
    'A(z) „%{name}” szállítási cím egy szállítólevél (DDT) teljesítési helye (%{number}/%{year}): nem törölhető',
  'destinations.in_open_list':
    'A(z) „%{name}” szállítási cím egy nyitott szállítási listán szerepel (azonosító: %{id}): törlés előtt vegye le róla',
};

export default destinationsHu;
