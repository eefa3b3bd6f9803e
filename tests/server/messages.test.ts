import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';
import { createTestApp } from './testApp';

/** The server's messages reach the user in the language of the request. */
let f: DocumentsFixture;
beforeAll(async () => {
  f = await documentsFixture();
});
afterAll(() => f.t.close());

const inject = (
  lang: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  f.t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...f.alfa, 'accept-language': lang, ...headers },
    payload: payload as string,
  });

const registry = {
  name: 'Lingue S.r.l.',
  vat_number: '12345678903',
  address: 'Via Roma 1',
  zip: '20121',
  city: 'Milano',
  province: 'mi',
  country: 'it',
};

const article = {
  code: 'LANG-1',
  description: 'Articolo per i messaggi',
  unit: 'pz',
  price: '1',
  vat_rate: '22',
  lifecycle_status: 2,
  pricing_type: 0,
};

describe('server messages in the user language', () => {
  it('a stale save answers 409 in German, naming the record and both versions', async () => {
    const created = (await inject('de', 'POST', '/general-regs', registry)).json().item;
    const first = await inject('de', 'PUT', `/general-regs/${created.id}`, {
      ...registry,
      city: 'Monza',
      version: created.version,
    });
    expect(first.statusCode).toBe(200);
    const stale = await inject('de-DE,de;q=0.9', 'PUT', `/general-regs/${created.id}`, {
      ...registry,
      city: 'Lecco',
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      `Stammdatensatz: inzwischen hat jemand anderes Version ${created.version + 1} gespeichert (Sie haben Version ${created.version} bearbeitet). Laden Sie neu und übernehmen Sie Ihre Änderungen erneut`,
    );
  });

  it('a document conflict names the documents by their type in French', async () => {
    const customer = f.alfaCustomers[0];
    const invoice = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: customer,
    });
    const note = await createDocument(f.t, f.alfa, {
      type: 'credit-note',
      customer_id: customer,
      related_document_id: invoice.id,
    });
    // Drafts both: named by their type and "draft", in the reader's language.
    const refused = await inject('fr', 'DELETE', `/documents/${invoice.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Avoir (brouillon) fait référence à Facture (brouillon) : supprimez d’abord ce document-là`,
    );
    expect(note.number).toBeNull();
    const english = await inject('en', 'DELETE', `/documents/${invoice.id}`);
    expect(english.json().message).toBe(
      `Invoice (draft) is referenced by Credit note (draft): delete that document first`,
    );
  });

  it('a duplicate article code is a 409 on the code field, in Italian', async () => {
    expect((await inject('it', 'POST', '/articles', article)).statusCode).toBe(201);
    const twice = await inject('it', 'POST', '/articles', article);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      message: 'Esiste già un articolo con questo codice',
      errors: { code: 'Codice già in uso' },
    });
  });

  it('a duplicate customer registry code is a 409 on that field', async () => {
    const existing = (await inject('en', 'GET', `/customers/${f.alfaCustomers[0]}`)).json().item;
    const other = (await inject('en', 'GET', `/customers/${f.alfaCustomers[1]}`)).json().item;
    const { id: _id, ...rest } = other;
    const saved = await inject('en', 'PUT', `/customers/${other.id}`, {
      ...rest,
      registry_code: existing.registry_code,
    });
    expect(saved.statusCode, saved.body).toBe(409);
    expect(saved.json().errors).toEqual({ registry_code: 'Code already in use' });
  });

  it('a wrong media type is a 415 and a body over the limit a 413, in Hungarian', async () => {
    const xml = await inject('hu', 'POST', '/general-regs', '<name>x</name>', {
      'content-type': 'application/xml',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'Ez a tartalomtípus nem támogatott' });
    const big = await inject('hu', 'POST', '/general-regs', {
      name: 'x',
      notes: 'a'.repeat(2 * 1024 * 1024),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'A kérés túl nagy' });
  });

  it("zod's own type errors become our field messages, in Italian", async () => {
    const list = await inject('it', 'GET', '/articles?perPage=abc');
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({
      message: 'Dati non validi: controlla i campi evidenziati',
      errors: { perPage: 'Numero non valido' },
      code: 'invalid_input',
    });
    const english = await inject('en', 'GET', '/articles?perPage=abc');
    expect(english.json().errors).toEqual({ perPage: 'Invalid number' });
    const body = await inject('it', 'PUT', `/articles/${f.alfaArticles[0]}`, {
      ...article,
      code: 'LANG-2',
      version: 'abc',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors).toEqual({ version: 'Numero non valido' });
  });

  it('an unknown API path answers 404 in the user language', async () => {
    const response = await inject('de', 'GET', '/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nicht gefunden: GET /api/nothing-here' });
  });
});

describe('the request budget', () => {
  it('answers 429 with Retry-After and a message in the user language', async () => {
    const small = await createTestApp({ rateLimitMax: 2 });
    try {
      const call = () =>
        small.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'accept-language': 'fr' },
          payload: {},
        });
      expect((await call()).statusCode).toBe(400);
      expect((await call()).statusCode).toBe(400);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        message: `Trop de requêtes : réessayez dans ${seconds} secondes`,
      });
    } finally {
      await small.close();
    }
  });
});
