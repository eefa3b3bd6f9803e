import type { RaRecord } from 'react-admin';
import { carriers } from '../../../contract/carriers';
import { RegistryList } from '../../lib/resources/registryScreens';
import { CARRIER_COLUMNS } from './carrierColumns';
import { carrierPaths } from './paths';

const place = (record: RaRecord) =>
  [record.vat_number, record.city && `${record.city} ${record.province ?? ''}`.trim()]
    .filter(Boolean)
    .join(' · ');

/** `/registry/carriers`: the carriers, searchable by name, VAT number, tax code and city. */
export const CarrierList = () => (
  <RegistryList
    resource="carriers"
    paths={carrierPaths}
    columns={CARRIER_COLUMNS.map((source) => ({ source }))}
    sorts={carriers.sorts}
    primaryText={(record) => record.name}
    secondaryText={place}
  />
);
