import type { RaRecord } from 'react-admin';
import { useLocale } from 'react-admin';
import { lateInterestRates } from '../../../contract/late-interest-rates';
import { Ltr } from '../../lib/bidi/Bidi';
import { formatDate } from '../../lib/dates';
import { formatDecimal } from '../../lib/decimal';
import { RegistryList } from '../../lib/resources/registryScreens';
import { LATE_INTEREST_RATE_COLUMNS } from './columns';
import { lateInterestRatePaths } from './paths';

/** `/settings/late-interest-rates`: the rates by half-year, the latest first. */
export const LateInterestRateList = () => {
  const locale = useLocale();
  const percent = (value: string) => <Ltr>{`${formatDecimal(value, locale)} %`}</Ltr>;
  const renders: Record<string, (record: RaRecord) => React.ReactNode> = {
    valid_from: (record) => <Ltr>{formatDate(record.valid_from, locale)}</Ltr>,
    reference_rate: (record) => percent(record.reference_rate),
    points: (record) => <Ltr>{formatDecimal(record.points, locale)}</Ltr>,
  };
  return (
    <RegistryList
      resource="late-interest-rates"
      paths={lateInterestRatePaths}
      columns={LATE_INTEREST_RATE_COLUMNS.map((source) => ({ source, render: renders[source] }))}
      sorts={lateInterestRates.sorts}
      order="DESC"
      primaryText={(record) => formatDate(record.valid_from, locale)}
      secondaryText={(record) =>
        `${formatDecimal(record.reference_rate, locale)} % + ${formatDecimal(record.points, locale)}`
      }
    />
  );
};
