import type { DestinationsKey } from './en';

const destinationsDe: Record<DestinationsKey, string> = {
  'not_found.destination': 'Lieferadresse nicht gefunden',
  'destinations.record': 'Die Lieferadresse „%{name}“',
  'destinations.in_document':
    '„%{name}“ ist die Lieferadresse von %{document}: entfernen Sie sie dort, bevor Sie sie löschen',
  'destinations.in_ddt':
    '„%{name}“ ist der Lieferort des Lieferscheins (DDT) %{number}/%{year}: sie kann nicht gelöscht werden',
  'destinations.in_open_list':
    '„%{name}“ ist die Lieferadresse der offenen Versandliste %{id}: entfernen Sie sie dort, bevor Sie sie löschen',
};

export default destinationsDe;
