import type { DestinationSummary } from '../../../contract/destinations';

type Address = Pick<DestinationSummary, 'address' | 'zip' | 'city' | 'province' | 'country'>;

/** "Via Roma 1, 37121 Verona (VR)", with the country when it is not Italy. */
export function destinationAddress(place: Address): string {
  const town = [place.zip, place.city].filter(Boolean).join(' ');
  const province = place.province ? ` (${place.province})` : '';
  const country = place.country && place.country !== 'IT' ? `, ${place.country}` : '';
  return `${[place.address, town].filter(Boolean).join(', ')}${province}${country}`;
}

/** "Magazzino Verona — Via Roma 1, 37121 Verona (VR)": a destination as a select shows it. */
export const destinationText = (place: Address & { name: string }) =>
  `${place.name} — ${destinationAddress(place)}`;
