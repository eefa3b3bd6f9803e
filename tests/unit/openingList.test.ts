import { describe, expect, it } from 'vitest';
import { openingList, openingParams, registerListPage } from '../../src/lib/list/openingList';
import { DEFAULT_PER_PAGE } from '../../src/lib/list/paginationModel';

const orders = {
  resource: 'documents',
  storeKey: 'documents.order',
  filter: { type: 'order' },
  sort: { field: 'document_date', order: 'DESC' as const },
};

describe('the params a list opens with in a fresh tab', () => {
  it('takes the list’s sort, our page size and its permanent filter when the URL says nothing', () => {
    expect(openingParams(orders, '')).toEqual({
      pagination: { page: 1, perPage: DEFAULT_PER_PAGE },
      sort: { field: 'document_date', order: 'DESC' },
      filter: { type: 'order' },
    });
  });

  it('takes page, sort and filters from the URL, the permanent filter winning', () => {
    const filter = encodeURIComponent(JSON.stringify({ status: [1, 2], type: 'invoice' }));
    expect(
      openingParams(orders, `?filter=${filter}&page=3&perPage=25&sort=total&order=ASC`),
    ).toEqual({
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'total', order: 'ASC' },
      filter: { status: [1, 2], type: 'order' },
    });
  });

  it('finds the registered list of a path, and nothing elsewhere', () => {
    registerListPage('/test/orders', orders);
    expect(openingList({ pathname: '/test/orders', search: '' })?.resource).toBe('documents');
    expect(openingList({ pathname: '/test/orders/12', search: '' })).toBeUndefined();
  });
});
