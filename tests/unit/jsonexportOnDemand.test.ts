import { describe, expect, it } from 'vitest';
import jsonexportOnDemand from '../../src/lib/list/export/jsonexportOnDemand';

describe('jsonexportOnDemand', () => {
  it('is jsonexport, loaded when called: callback and promise forms', async () => {
    const rows = [{ code: 'A1', name: 'Sedia' }];
    const viaCallback = await new Promise((resolve, reject) =>
      jsonexportOnDemand(rows, (error: Error | null, csv: string) =>
        error ? reject(error) : resolve(csv),
      ),
    );
    expect(viaCallback).toBe('code,name\nA1,Sedia');
    await expect(jsonexportOnDemand(rows)).resolves.toBe('code,name\nA1,Sedia');
  });
});
