// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, REDIRECT_DELAY_MS } from '../../src/providers/httpClient';
import { api, server } from '../component/msw';

let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
let path = '/registry/general?page=2';
const client = () => createHttpClient({ navigate, currentPath: () => path });

beforeEach(() => {
  navigate = vi.fn<(to: string) => void>();
  path = '/registry/general?page=2';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('httpClient: what every call carries', () => {
  it('sends the stored token as a bearer authorisation', async () => {
    localStorage.setItem('authToken', 'abc.def.ghi');
    let authorization: string | null = null;
    server.use(
      http.get(api('/ping'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    const response = await client()('/ping');
    expect(authorization).toBe('Bearer abc.def.ghi');
    expect(response).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('sends no authorisation header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(api('/ping'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    await client()('/ping');
    expect(authorization).toBeNull();
  });

  it('sends Accept-Language from i18nextLng, Italian by default', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(api('/ping'), ({ request }) => {
        seen.push(request.headers.get('Accept-Language'));
        return HttpResponse.json({});
      }),
    );
    await client()('/ping');
    localStorage.setItem('i18nextLng', 'de');
    await client()('/ping');
    expect(seen).toEqual(['it', 'de']);
  });

  it('includes credentials (cookies) and sends plain values as JSON', async () => {
    let seen: { url: string; credentials: string; type: string | null; body: string } | undefined;
    server.use(
      http.post(api('/things'), async ({ request }) => {
        seen = {
          url: request.url,
          credentials: request.credentials,
          type: request.headers.get('Content-Type'),
          body: await request.text(),
        };
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const result = await client()('/things', { method: 'POST', body: { name: 'Rossi' } });
    expect(seen).toEqual({
      url: 'http://localhost:3000/api/things',
      credentials: 'include',
      type: 'application/json',
      body: '{"name":"Rossi"}',
    });
    expect(result).toMatchObject({ status: 201, body: { id: 1 } });
  });

  it('sends FormData as it is, letting the browser set the multipart boundary', async () => {
    let type: string | null = null;
    let file: FormDataEntryValue | null = null;
    server.use(
      http.post(api('/upload'), async ({ request }) => {
        type = request.headers.get('Content-Type');
        file = (await request.formData()).get('file');
        return HttpResponse.json({});
      }),
    );
    const form = new FormData();
    form.set('file', 'x');
    await client()('/upload', { method: 'POST', body: form });
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(file).toBe('x');
  });

  it('reads an empty answer as null and one that is not JSON as its text', async () => {
    server.use(
      http.delete(api('/things/1'), () => new HttpResponse(null, { status: 204 })),
      http.get(api('/hello'), () => HttpResponse.text('ciao')),
    );
    expect((await client()('/things/1', { method: 'DELETE' })).body).toBeNull();
    expect((await client()('/hello')).body).toBe('ciao');
  });

  it('reads a binary answer (PDF, label) as a blob, with the same headers', async () => {
    localStorage.setItem('authToken', 'abc.def.ghi');
    let authorization: string | null = null;
    server.use(
      http.get(api('/documents/1/pdf'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }),
    );
    const { body } = await client()<Blob>('/documents/1/pdf', { responseType: 'blob' });
    // Node's Blob, not jsdom's: its type and bytes say it is the file.
    expect(body.type).toBe('application/pdf');
    expect(await body.text()).toBe('%PDF');
    expect(authorization).toBe('Bearer abc.def.ghi');
  });
});

describe('httpClient: failures', () => {
  it('on 401 removes the token and goes to /login?redirect=<current path> after ~100 ms', async () => {
    vi.useFakeTimers();
    localStorage.setItem('authToken', 'expired');
    server.use(
      http.get(api('/general-regs'), () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      ),
    );

    const failure = client()('/general-regs').catch((error: unknown) => error);
    const error = await failure;

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401 });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fregistry%2Fgeneral%3Fpage%3D2');
  });

  it('redirects once when several calls fail with 401 together', async () => {
    vi.useFakeTimers();
    server.use(
      http.get(api('/x'), () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    const http1 = client();
    await Promise.allSettled([http1('/x'), http1('/x'), http1('/x')]);
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('does not redirect a 401 of the login page itself (wrong password)', async () => {
    vi.useFakeTimers();
    path = '/login?redirect=%2Fregistry';
    server.use(
      http.post(api('/login'), () => HttpResponse.json({ message: 'Invalid' }, { status: 401 })),
    );
    await expect(client()('/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    vi.advanceTimersByTime(REDIRECT_DELAY_MS * 2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("on 400 'No active company selected' goes to /select-company after ~100 ms", async () => {
    vi.useFakeTimers();
    localStorage.setItem('authToken', 'tok');
    server.use(
      http.get(api('/general-regs'), () =>
        HttpResponse.json({ message: 'No active company selected' }, { status: 400 }),
      ),
    );
    await expect(client()('/general-regs')).rejects.toMatchObject({ status: 400 });
    expect(localStorage.getItem('authToken')).toBe('tok');
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(navigate).toHaveBeenCalledWith(
      '/select-company?redirect=%2Fregistry%2Fgeneral%3Fpage%3D2',
    );
  });

  it("rejects other failures with the server's body, for forms to show field errors", async () => {
    const body = { message: 'Invalid input', errors: { vat_number: 'Partita IVA non valida' } };
    server.use(http.post(api('/general-regs'), () => HttpResponse.json(body, { status: 400 })));
    const error = await client()('/general-regs', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid input', body });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("marks an answer that is not the API's (a proxy's page) with its status text", async () => {
    server.use(
      http.get(api('/ping'), () =>
        HttpResponse.text('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    await expect(client()('/ping')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
      body: { message: 'Bad Gateway', notFromApi: true },
    });
  });

  it("rejects a binary call's failure with the API's body, like a JSON call's", async () => {
    const body = { message: 'Documento non trovato' };
    server.use(http.get(api('/documents/9/pdf'), () => HttpResponse.json(body, { status: 404 })));
    await expect(client()('/documents/9/pdf', { responseType: 'blob' })).rejects.toMatchObject({
      status: 404,
      message: 'Documento non trovato',
      body,
    });
  });

  it('reacts to a 401 of a binary call too', async () => {
    vi.useFakeTimers();
    localStorage.setItem('authToken', 'expired');
    server.use(
      http.get(api('/documents/1/pdf'), () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    await expect(client()('/documents/1/pdf', { responseType: 'blob' })).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem('authToken')).toBeNull();
    vi.advanceTimersByTime(REDIRECT_DELAY_MS);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fregistry%2Fgeneral%3Fpage%3D2');
  });

  it("rejects a failure without a response with 'Something went wrong please try again'", async () => {
    server.use(http.get(api('/ping'), () => HttpResponse.error()));
    await expect(client()('/ping')).rejects.toMatchObject({
      message: 'Something went wrong please try again',
    });
  });
});

describe('httpClient: a write is sent once', () => {
  it('gives an identical write under way its answer, and sends a different one', async () => {
    const keys: (string | null)[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(api('/documents/1/rows'), async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        await released;
        return HttpResponse.json({ n: keys.length }, { status: 201 });
      }),
    );
    const send = client();
    const row = { method: 'POST', body: { description: 'Riga', quantity: '2' } };
    const first = send('/documents/1/rows', row);
    const second = send('/documents/1/rows', { ...row, body: { ...row.body } });
    const other = send('/documents/1/rows', { ...row, body: { description: 'Altra' } });
    await vi.waitFor(() => expect(keys).toHaveLength(2));
    release();
    const answers = await Promise.all([first, second, other]);
    expect(answers[1]).toBe(answers[0]);
    expect(answers[2]).not.toBe(answers[0]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    // Once answered, the same write is a new request (the next row of the same values).
    await send('/documents/1/rows', row);
    expect(keys).toHaveLength(3);
  });

  it('sends no key with a read', async () => {
    let key: string | null = 'unset';
    server.use(
      http.get(api('/ping'), ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json({});
      }),
    );
    await client()('/ping');
    expect(key).toBeNull();
  });
});
