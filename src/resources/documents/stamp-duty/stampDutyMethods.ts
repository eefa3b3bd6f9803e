import type { StampDutyList } from '../../../../contract/stamp-duty';
import type { Locale } from '../../../../contract/messages';
import type { ProviderCall } from '../../../providers/dataProviderModel';

export interface QuarterQuery {
  year: number;
  quarter: number;
}

/** The stamp duty's calls (docs/e-invoicing.md "Stamp duty"), part of `AppDataProvider`. */
export interface StampDutyMethods {
  /** `GET /documents/stamp-duty?year&quarter`: the documents bearing it and what is due. */
  stampDuty(query: QuarterQuery): Promise<StampDutyList>;
  /** `GET /documents/stamp-duty/pdf?year&quarter&locale`: the same as a PDF. */
  stampDutyPdf(query: QuarterQuery & { locale: Locale }): Promise<Blob>;
}

const params = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));

export function stampDutyMethods(call: ProviderCall): StampDutyMethods {
  return {
    stampDuty: (query) =>
      call<StampDutyList>('read', `/documents/stamp-duty?${params({ ...query })}`),
    stampDutyPdf: (query) =>
      call<Blob>('read', `/documents/stamp-duty/pdf?${params({ ...query })}`, {
        responseType: 'blob',
      }),
  };
}
