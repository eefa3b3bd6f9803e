import type { RaRecord } from 'react-admin';
import { paymentTerms } from '../../../contract/payment-terms';
import { RegistryList } from '../../lib/resources/registryScreens';
import { paymentTermPaths } from './paths';
import { formatDays, usePaymentTermChoices } from './paymentTermModel';

const nameOf = (options: { id: string; name: string }[], id: unknown) =>
  options.find((option) => option.id === id)?.name ?? String(id ?? '');

/** `/registry/payment-terms`: the payment terms, searchable by code and description. */
export const PaymentTermList = () => {
  const { methods, bases } = usePaymentTermChoices();
  const when = (record: RaRecord) => `${formatDays(record.days)} · ${nameOf(bases, record.basis)}`;
  return (
    <RegistryList
      resource="payment-terms"
      paths={paymentTermPaths}
      columns={[
        { source: 'code' },
        { source: 'description' },
        { source: 'method', render: (record) => nameOf(methods, record.method) },
        { source: 'basis', render: (record) => nameOf(bases, record.basis) },
        { source: 'days', render: (record) => formatDays(record.days) },
      ]}
      sorts={paymentTerms.sorts}
      primaryText={(record) => `${record.code} · ${record.description}`}
      secondaryText={when}
    />
  );
};
