// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import type { HttpClient, HttpOptions } from '../../src/providers/httpClient';
import { hasFile, toFormData } from '../../src/providers/dataProviderModel';
import { uploadsUrl } from '../../src/lib/uploads/uploadsUrl';
import { api, server } from '../component/msw';

const dataProvider = createDataProvider();

const article = {
  id: 3,
  code: 'VIT-M8',
  description: 'Vite',
  price: '0.125',
  vat_nature: null,
  version: 4,
  prices: [{ id: 5, list_name: 'Base' }],
};
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' });

/** Records the update call of article 3, whatever its method. */
function recordUpdate() {
  const seen: { method: string; type: string | null; form?: FormData; json?: unknown }[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const type = request.headers.get('Content-Type');
    const multipart = type?.startsWith('multipart/form-data');
    seen.push({
      method: request.method,
      type,
      form: multipart ? await request.formData() : undefined,
      json: multipart ? undefined : await request.json(),
    });
    return HttpResponse.json({ item: { ...article, image: '/uploads/1/articles/a.png' } });
  };
  server.use(http.post(api('/articles/3'), answer), http.put(api('/articles/3'), answer));
  return seen;
}

describe('article update with an image', () => {
  it('sends a picked file as form data, POST with _method=PUT, without nested lists', async () => {
    const calls: { path: string; options?: HttpOptions }[] = [];
    const client = (async (path: string, options?: HttpOptions) => {
      calls.push({ path, options });
      return { status: 200, headers: new Headers(), body: { item: { ...article, image: 'x' } } };
    }) as HttpClient;
    const rawFile = png();
    const { data } = await createDataProvider(client).update('articles', {
      id: 3,
      data: { ...article, image: { rawFile, src: 'blob:x', title: 'foto.png' } },
      previousData: article,
    });
    expect(data).toMatchObject({ image: 'x' });
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe('/articles/3');
    expect(calls[0].options?.method).toBe('POST');
    const form = calls[0].options?.body as FormData;
    expect(form.get('_method')).toBe('PUT');
    expect(form.get('version')).toBe('4');
    expect(form.get('code')).toBe('VIT-M8');
    expect(form.has('prices')).toBe(false);
    expect(form.has('vat_nature')).toBe(false);
    expect((form.get('image') as File).name).toBe('foto.png');
    expect((form.get('image') as File).size).toBe(rawFile.size);
  });

  it('stays a JSON PUT without a new file: the image URL keeps it, null removes it', async () => {
    const seen = recordUpdate();
    await dataProvider.update('articles', {
      id: 3,
      data: { ...article, image: '/uploads/1/articles/a.png' },
      previousData: article,
    });
    await dataProvider.update('articles', {
      id: 3,
      data: { ...article, image: null },
      previousData: article,
    });
    expect(seen.map((call) => call.method)).toEqual(['PUT', 'PUT']);
    expect(seen[0].json).toMatchObject({ image: '/uploads/1/articles/a.png', version: 4 });
    expect(seen[1].json).toMatchObject({ image: null });
  });
});

describe('form data with files', () => {
  it('knows a record with a picked file, and sends files as files', () => {
    const file = png();
    expect(hasFile({ image: { rawFile: file } })).toBe(true);
    expect(hasFile({ image: file })).toBe(true);
    expect(hasFile({ image: '/uploads/x.png', prices: [] })).toBe(false);
    const form = toFormData({ image: { rawFile: file }, tags: ['a'], nested: { a: 1 }, n: 2 });
    expect((form.get('image') as File).name).toBe('foto.png');
    expect([...form.keys()]).toEqual(['image', 'n']);
  });
});

describe('selects', () => {
  it("reads each resource's lists from GET /selects/<resource>", async () => {
    server.use(
      http.get(api('/selects/articles'), () =>
        HttpResponse.json({ selects: { units: [{ id: 'pz', name: 'enums.unit.pz' }] } }),
      ),
      http.get(api('/selects/customers'), () => HttpResponse.json({ selects: { languages: [] } })),
    );
    expect(await dataProvider.getSelects('articles')).toEqual({
      units: [{ id: 'pz', name: 'enums.unit.pz' }],
    });
    expect(await dataProvider.getSelects('customers')).toEqual({ languages: [] });
  });
});

describe('uploads URL', () => {
  it('keeps the API path, or moves it under VITE_UPLOADS_URL when the uploads live elsewhere', () => {
    expect(uploadsUrl('/uploads/1/articles/a.png', '')).toBe('/uploads/1/articles/a.png');
    expect(uploadsUrl('/uploads/1/articles/a.png', 'https://cdn.example.com/files/')).toBe(
      'https://cdn.example.com/files/1/articles/a.png',
    );
    expect(uploadsUrl('blob:http://x/1', 'https://cdn.example.com')).toBe('blob:http://x/1');
  });
});
