import { http, HttpResponse } from 'msw';
import { selectsOf } from '../../contract/enums';
import type { ShippingList } from '../../contract/shipping-lists';
import { api } from './msw';

/** The option lists of the shipping screens, as the API answers them. */
export const SHIPPING_SELECTS = {
  statuses: selectsOf.shippingListStatuses(),
  labelStatuses: selectsOf.labelStatuses(),
  lineStatuses: selectsOf.lineStatuses(),
  labelFormats: [],
  transportReasons: selectsOf.transportReasons(),
  carriages: selectsOf.carriages(),
  transportBy: selectsOf.transportBy(),
};

/** A DDT's header fields (contract shape), addressed to Rossi, carried by BRT. */
export const ddtFields = (): Omit<
  ShippingList,
  | 'id'
  | 'number'
  | 'year'
  | 'date'
  | 'status'
  | 'version'
  | 'items'
  | 'item_count'
  | 'parcels'
  | 'weight'
> => ({
  customer_id: 7,
  customer: { id: 7, name: 'Rossi Forniture S.r.l.' },
  destination_id: null,
  transport_reason: 'sale',
  carriage: 'paid',
  transport_by: 'carrier',
  carrier_id: 3,
  carrier: 'BRT S.p.A.',
  goods_appearance: 'scatole',
  gross_weight: null,
  transport_start: null,
  cod_amount: null,
  notes: null,
  invoice: null,
});

/** The customer (with one destination) and carrier the DDT inputs read. */
export const ddtReferenceHandlers = () => [
  http.get(api('/customers/:id'), ({ params }) =>
    HttpResponse.json({
      item: {
        id: Number(params.id),
        registry_code: 'C0001',
        general: { name: 'Rossi Forniture S.r.l.' },
        destinations: [
          {
            id: 21,
            name: 'Magazzino Verona',
            address: 'Via del Porto 4',
            zip: '37135',
            city: 'Verona',
            province: 'VR',
            country: 'IT',
          },
        ],
      },
    }),
  ),
  http.get(api('/customers'), () =>
    HttpResponse.json({
      items: [
        { id: 7, registry_code: 'C0001', general: { name: 'Rossi Forniture S.r.l.' } },
        { id: 8, registry_code: 'C0002', general: { name: 'Bianchi SpA' } },
      ],
      total: 2,
    }),
  ),
  http.get(api('/carriers/:id'), () => HttpResponse.json({ item: { id: 3, name: 'BRT S.p.A.' } })),
  http.get(api('/carriers'), () =>
    HttpResponse.json({
      items: [
        { id: 3, name: 'BRT S.p.A.' },
        { id: 4, name: 'GLS Italy S.p.A.' },
      ],
      total: 2,
    }),
  ),
];
