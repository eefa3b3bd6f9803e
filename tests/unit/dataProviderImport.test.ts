import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import type { HttpClient, HttpOptions } from '../../src/providers/httpClient';

const answer = {
  items: [],
  summary: { rows: 0, create: 0, update: 0, errors: 0 },
  selects: {},
};

describe('dataProvider.importArticles', () => {
  it('posts the file and the mode as form data to /articles/import', async () => {
    const calls: { path: string; options?: HttpOptions }[] = [];
    const client = (async (path: string, options?: HttpOptions) => {
      calls.push({ path, options });
      return { status: 200, headers: new Headers(), body: answer };
    }) as HttpClient;
    const file = new File(['Codice\nA-1\n'], 'articoli.csv', { type: 'text/csv' });

    expect(await createDataProvider(client).importArticles(file, 'commit')).toEqual(answer);
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe('/articles/import');
    expect(calls[0].options?.method).toBe('POST');
    const form = calls[0].options?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('mode')).toBe('commit');
    expect((form.get('file') as File).name).toBe('articoli.csv');
  });

  it('keeps the status of a failed upload (413)', async () => {
    const client = (async () => {
      throw new HttpError('Payload Too Large', 413, { message: 'Payload Too Large' });
    }) as HttpClient;
    const file = new File(['x'], 'big.xlsx');
    await expect(createDataProvider(client).importArticles(file, 'preview')).rejects.toMatchObject({
      status: 413,
    });
  });
});
