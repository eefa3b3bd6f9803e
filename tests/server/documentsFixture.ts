import { expect } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

export type Headers = { authorization: string; 'accept-language'?: string };

/** A test app with Alfa's and Beta's sessions and a few of each company's ids. */
export async function documentsFixture() {
  const t: TestApp = await createTestApp();
  const alfa = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
  const beta = await t.signInTo('admin@example.com', 'Beta S.p.A.');
  const ids = async (headers: Headers, url: string) =>
    (await t.app.inject({ method: 'GET', url, headers }))
      .json()
      .items.map((i: { id: number }) => i.id) as number[];
  const fixture = {
    t,
    alfa,
    beta,
    alfaCustomers: await ids(alfa, '/api/customers?sort=id&perPage=10'),
    betaCustomers: await ids(beta, '/api/customers?sort=id&perPage=10'),
    alfaArticles: await ids(alfa, '/api/articles?sort=id&perPage=20'),
    betaArticles: await ids(beta, '/api/articles?sort=id&perPage=20'),
  };
  return fixture;
}
export type DocumentsFixture = Awaited<ReturnType<typeof documentsFixture>>;

export function api(t: TestApp, headers: Headers) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload: payload as object });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}

/** Creates a document and answers it (201 expected). */
export async function createDocument(t: TestApp, headers: Headers, body: Record<string, unknown>) {
  const response = await api(t, headers).post('/documents', {
    type: 'order',
    document_date: '2026-03-10',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

/**
 * Issues a draft invoice or note (today, or `documentDate`) and answers it (200 expected). A
 * back-dated invoice past its deadline is confirmed as late (`confirm_late`): the callers test
 * other things; documents-issue.test.ts tests the deadlines.
 */
export async function issueDocument(
  t: TestApp,
  headers: Headers,
  id: number,
  documentDate?: string,
) {
  const response = await api(t, headers).post(`/documents/${id}/issue`, {
    confirm_late: true,
    ...(documentDate ? { document_date: documentDate } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().item;
}
