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
    ...overrides,
  };
}

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    general: makeGeneralReg({ id: 11 }),
    registry_code: 'C0001',
    credit_limit: '1234.50',
    payment_terms: 'bank_transfer_30',
    language: 'it',
    billing: { address: null, zip: null, city: null, province: null, country: null },
    phone: null,
    email: null,
    iban: null,
    references: null,
    notes: null,
    version: 3,
    prices: [],
    articles: [],
    ...overrides,
  };
}

export const CUSTOMER_SELECTS = {
  paymentTerms: selectsOf.paymentTerms(),
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
export const selectsHandlers = (
  selects = { articles: ARTICLE_SELECTS, customers: CUSTOMER_SELECTS },
) => [
  http.get(api('/articles/create'), () => HttpResponse.json({ selects: selects.articles })),
  http.get(api('/customers'), () =>
    HttpResponse.json({ items: [], total: 0, selects: selects.customers }),
  ),
];
