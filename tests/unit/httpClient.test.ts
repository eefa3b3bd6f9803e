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
    const fetchSpy = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ id: 1 }, { status: 201 }),
    );
    const result = await createHttpClient({ fetch: fetchSpy })('/things', {
      method: 'POST',
      body: { name: 'Rossi' },
    });
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('http://localhost:3000/api/things');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"Rossi"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(result.status).toBe(201);
  });

  it('sends FormData as it is, letting the browser set the multipart boundary', async () => {
    const fetchSpy = vi.fn(async (_url: string, _init: RequestInit) => Response.json({}));
    const form = new FormData();
    form.set('file', 'x');
    await createHttpClient({ fetch: fetchSpy })('/upload', { method: 'POST', body: form });
    const init = fetchSpy.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
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

  it('keeps the Retry-After seconds of a 429 in the error body', async () => {
    server.use(
      http.post(api('/login'), () =>
        HttpResponse.json(
          { message: 'Too many' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    await expect(client()('/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 429,
      body: { message: 'Too many', retryAfter: 42 },
    });
  });

  it("rejects a failure without a response with 'Something went wrong please try again'", async () => {
    server.use(http.get(api('/ping'), () => HttpResponse.error()));
    await expect(client()('/ping')).rejects.toMatchObject({
      message: 'Something went wrong please try again',
    });
  });
});
