// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import { toFormData } from '../../src/providers/dataProviderModel';
import { api, server } from '../component/msw';

const dataProvider = createDataProvider();

interface Seen {
  method: string;
  url: string;
  type: string | null;
  form?: FormData;
}

/** Answers every call under /customers and /articles with `{item: {id: 1}}`, recording it. */
function record(status = 200) {
  const seen: Seen[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const type = request.headers.get('Content-Type');
    seen.push({
      method: request.method,
      url: new URL(request.url).pathname,
      type,
      form: type?.startsWith('multipart/form-data') ? await request.formData() : undefined,
    });
    return HttpResponse.json({ item: { id: 1 } }, { status });
  };
  server.use(
    http.post(api('/customers/*'), answer),
    http.delete(api('/customers/*'), answer),
    http.post(api('/articles/*'), answer),
    http.delete(api('/articles/*'), answer),
  );
  return seen;
}

const entries = (form?: FormData) => Object.fromEntries(form?.entries() ?? []);

describe('toFormData', () => {
  it('sends values as text, leaves out empty ones, adds the method override', () => {
    const form = toFormData(
      { price: '12.5', article_id: 3, valid_from: null, x: undefined },
      'PUT',
    );
    expect(entries(form)).toEqual({ price: '12.5', article_id: '3', _method: 'PUT' });
  });
});

describe('price lists and customer articles (form data)', () => {
  it('creates a customer price with customer_id as multipart form data', async () => {
    const seen = record(201);
    const item = await dataProvider.createCustomerPrice(7, {
      article_id: 3,
      price: '12.5',
      min_quantity: '1',
      valid_from: '2026-01-01',
      valid_to: null,
    });
    expect(item).toEqual({ id: 1 });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url).toBe('/api/customers/7/price-list');
    expect(seen[0].type).toMatch(/^multipart\/form-data; boundary=/);
    expect(entries(seen[0].form)).toEqual({
      customer_id: '7',
      article_id: '3',
      price: '12.5',
      min_quantity: '1',
      valid_from: '2026-01-01',
    });
  });

  it('updates with POST and _method=PUT, deletes with DELETE', async () => {
    const seen = record();
    await dataProvider.updateCustomerPrice(7, 9, {
      article_id: 3,
      price: '10',
      min_quantity: '5',
      valid_from: null,
      valid_to: null,
    });
    await dataProvider.updateCustomerArticle(7, 4, {
      article_id: 3,
      customer_code: 'ABC',
      description: null,
    });
    await dataProvider.updateArticlePrice(3, 2, {
      list_name: 'Rivenditori',
      price: '9.5',
      min_quantity: '1',
    });
    await dataProvider.deleteCustomerPrice(7, 9);
    await dataProvider.deleteCustomerArticle(4);
    await dataProvider.deleteArticlePrice(3, 2);

    expect(seen.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/customers/7/price-list/9',
      'POST /api/customers/articles/4',
      'POST /api/articles/3/price-list/2',
      'DELETE /api/customers/7/price-list/9',
      'DELETE /api/customers/articles/4',
      'DELETE /api/articles/3/price-list/2',
    ]);
    expect(entries(seen[0].form)).toMatchObject({ _method: 'PUT', customer_id: '7', price: '10' });
    expect(entries(seen[1].form)).toEqual({
      _method: 'PUT',
      customer_id: '7',
      article_id: '3',
      customer_code: 'ABC',
    });
    expect(entries(seen[2].form)).toEqual({
      _method: 'PUT',
      list_name: 'Rivenditori',
      price: '9.5',
      min_quantity: '1',
    });
  });

  it('creates customer articles and article prices', async () => {
    const seen = record(201);
    await dataProvider.createCustomerArticle(7, {
      article_id: 3,
      customer_code: 'C-3',
      description: 'Vite',
    });
    await dataProvider.createArticlePrice(3, { list_name: 'Base', price: '1', min_quantity: '1' });
    expect(seen.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/customers/7/articles',
      'POST /api/articles/3/price-list',
    ]);
    expect(entries(seen[0].form)).toMatchObject({ customer_id: '7', customer_code: 'C-3' });
    expect(entries(seen[1].form)).not.toHaveProperty('_method');
  });

  it('a refused delete rejects with the server message', async () => {
    server.use(
      http.delete(api('/customers/articles/4'), () =>
        HttpResponse.json({ message: 'Used by documents' }, { status: 409 }),
      ),
    );
    await expect(dataProvider.deleteCustomerArticle(4)).rejects.toMatchObject({
      status: 409,
      message: 'Used by documents',
    });
  });
});
