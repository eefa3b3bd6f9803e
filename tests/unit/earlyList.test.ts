// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import type { RaRecord } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider, EARLY_LIST_TTL_MS } from '../../src/providers/dataProvider';
import { makeGeneralReg } from '../component/fixtures';
import { api, server } from '../component/msw';

const PARAMS = {
  pagination: { page: 1, perPage: 50 },
  sort: { field: 'name', order: 'ASC' as const },
  filter: { q: 'acc' },
};

/** The API's general-regs list, answering each call with a record named after its number. */
function countCalls() {
  const calls: string[] = [];
  server.use(
    http.get(api('/general-regs'), ({ request }) => {
      calls.push(new URL(request.url).search);
      return HttpResponse.json({
        items: [makeGeneralReg({ name: `call ${calls.length}` })],
        total: 1,
      });
    }),
  );
  return calls;
}
const names = (result: { data: RaRecord[] }) => result.data.map((row) => row.name as string);

afterEach(() => {
  vi.useRealTimers();
});

describe('a list requested early (start-up, before the list screen)', () => {
  it('answers start-up and the first getList with the same params, once', async () => {
    const calls = countCalls();
    const dataProvider = createDataProvider();
    const early = await dataProvider.requestListEarly('general-regs', PARAMS);
    const first = await dataProvider.getList('general-regs', PARAMS);
    expect(names(first)).toEqual(['call 1']);
    // The same shape as getList's: what start-up puts in the query cache (src/startup.ts).
    expect(early).toEqual(first);
    expect(calls).toHaveLength(1);
    // A refresh later asks the API again.
    expect(names(await dataProvider.getList('general-regs', PARAMS))).toEqual(['call 2']);
    expect(calls).toHaveLength(2);
  });

  it('is not used by a getList with other params, which asks for its own', async () => {
    const calls = countCalls();
    const dataProvider = createDataProvider();
    void dataProvider.requestListEarly('general-regs', PARAMS);
    const page2 = { ...PARAMS, pagination: { page: 2, perPage: 50 } };
    await dataProvider.getList('general-regs', page2);
    expect(calls).toContain('?page=2&perPage=50&sort=name&order=ASC&q=acc');
    expect(calls).toHaveLength(2);
  });

  it('is not used once forgotten (start-up put the rows in the query cache)', async () => {
    const calls = countCalls();
    const dataProvider = createDataProvider();
    await dataProvider.requestListEarly('general-regs', PARAMS);
    dataProvider.forgetEarlyList();
    expect(names(await dataProvider.getList('general-regs', PARAMS))).toEqual(['call 2']);
    expect(calls).toHaveLength(2);
  });

  it('is not used once it is older than EARLY_LIST_TTL_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = countCalls();
    const dataProvider = createDataProvider();
    void dataProvider.requestListEarly('general-regs', PARAMS);
    vi.setSystemTime(Date.now() + EARLY_LIST_TTL_MS + 1);
    expect(names(await dataProvider.getList('general-regs', PARAMS))).toEqual(['call 2']);
    expect(calls).toHaveLength(2);
  });

  it("hands its failure to the screen's getList, as a readable error", async () => {
    let calls = 0;
    server.use(
      http.get(api('/general-regs'), () => {
        calls++;
        return HttpResponse.json({ message: 'Troppe richieste', errors: {} }, { status: 429 });
      }),
    );
    const dataProvider = createDataProvider();
    const failure = { message: 'Troppe richieste', status: 429 };
    await expect(dataProvider.requestListEarly('general-regs', PARAMS)).rejects.toMatchObject(
      failure,
    );
    await expect(dataProvider.getList('general-regs', PARAMS)).rejects.toMatchObject(failure);
    expect(calls).toBe(1);
  });
});
