/**
 * The messages of customers' delivery destinations. Spread into the server catalogue of each
 * language (`../<lang>.ts`); English is the reference key set.
 */
const destinationsEn = {
  'not_found.destination': 'Destination not found',
  'destinations.record': 'The destination "%{name}"',
  'destinations.in_document':
    '"%{name}" is the destination of %{document}: remove it from that document before deleting it',
  'destinations.in_ddt':
    '"%{name}" is the place of delivery of DDT %{number}/%{year}: it cannot be deleted',
  'destinations.in_open_list':
    '"%{name}" is the destination of the open shipping list %{id}: remove it from that list before deleting it',
} as const;

export default destinationsEn;
export type DestinationsKey = keyof typeof destinationsEn;
