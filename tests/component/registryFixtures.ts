import { paymentTermSelects, type PaymentTerm } from '../../contract/payment-terms';
import { http, HttpResponse } from 'msw';
import { selectsOf } from '../../contract/enums';
import type { Article } from '../../contract/articles';
import type { Customer } from '../../contract/customers';
import { makeGeneralReg } from './fixtures';
import { api } from './msw';

/** Customers and articles as the API answers them (contract shapes). */
export function makeArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 3,
    code: 'VIT-M8',
    description: 'Vite a testa esagonale M8',
    unit: 'pz',
    price: '0.12500000',
    vat_rate: '22',
    vat_nature: null,
    lifecycle_status: 2,
    pricing_type: 0,
    weight: null,
    barcode: null,
    image: null,
    version: 1,
    prices: [],
    stocked: true,
    min_stock: null,
    cost: null,
    on_hand: '0',
    reserved: '0',
    available: '0',
    ...overrides,
  };
}

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    general: makeGeneralReg({ id: 11 }),
    registry_code: 'C0001',
    credit_limit: '1234.50',
    payment_terms: 4,
    payment_term: { code: 'BB30DF', description: 'Bonifico 30 gg d.f.' },
    buyer_kind: 'it_business',
    split_payment: false,
    language: 'it',
    billing: { address: null, zip: null, city: null, province: null, country: null },
    phone: null,
    email: null,
    iban: null,
    bank_abi: null,
    bank_cab: null,
    references: null,
    notes: null,
    version: 3,
    prices: [],
    articles: [],
    destinations: [],
    ...overrides,
  };
}

export const CUSTOMER_SELECTS = {
  languages: selectsOf.languages(),
  provinces: [{ id: 'VR', name: 'Verona' }],
  countries: [{ id: 'IT', name: 'Italia' }],
};

export const ARTICLE_SELECTS = {
  lifecycleStatuses: selectsOf.lifecycleStatuses(),
  pricingTypes: selectsOf.pricingTypes(),
  vatRates: selectsOf.vatRates(),
  vatNatures: selectsOf.vatNatures(),
  units: selectsOf.units(),
};

/**
 * Where the forms read their option lists (GET /articles/create, a one-row customer list);
 * a test's own handlers, added later, take precedence.
 */
/** Two payment terms of the registry, as `GET /payment-terms` answers them. */
export const PAYMENT_TERMS: PaymentTerm[] = [
  {
    id: 4,
    code: 'BB30DF',
    description: 'Bonifico 30 gg d.f.',
    method: 'MP05',
    basis: 'invoice_date',
    days: [30],
    notes: null,
    version: 1,
  },
  {
    id: 5,
    code: 'RB3060FM',
    description: 'RiBa 30/60 gg f.m.',
    method: 'MP12',
    basis: 'end_of_month',
    days: [30, 60],
    notes: null,
    version: 1,
  },
];
export const paymentTermHandlers = (terms = PAYMENT_TERMS) => [
  http.get(api('/payment-terms'), () =>
    HttpResponse.json({ items: terms, total: terms.length, selects: paymentTermSelects('it') }),
  ),
  http.get(api('/payment-terms/:id'), ({ params }) => {
    const term = terms.find((t) => t.id === Number(params.id));
    return term
      ? HttpResponse.json({ item: term, selects: paymentTermSelects('it') })
      : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  }),
];

export const selectsHandlers = (
  selects = { articles: ARTICLE_SELECTS, customers: CUSTOMER_SELECTS },
) => [
  ...paymentTermHandlers(),
  http.get(api('/selects/articles'), () => HttpResponse.json({ selects: selects.articles })),
  http.get(api('/selects/customers'), () => HttpResponse.json({ selects: selects.customers })),
];
