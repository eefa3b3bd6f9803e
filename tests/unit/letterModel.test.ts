import { describe, expect, it } from 'vitest';
import { plafondOf } from '../../src/resources/customers/letters-of-intent/letterModel';

describe('a letter of intent’s plafond', () => {
  it('warns from 80 % used, a draft counted as if issued', () => {
    expect(plafondOf('10000.00', '7999.99')).toMatchObject({ level: 'ok' });
    expect(plafondOf('10000.00', '8000.00')).toMatchObject({ level: 'warning', share: 0.8 });
    expect(plafondOf('10000.00', '6000.00', '2000.00')).toMatchObject({ level: 'warning' });
  });

  it('takes all of it exactly without going over, cents compared exactly', () => {
    // 0.1 + 0.2 in floats is not 0.3: in cents it is.
    expect(plafondOf('0.30', '0.10', '0.20')).toEqual({ share: 1, level: 'warning' });
    expect(plafondOf('3117.43', '2000.01', '1117.42')).toEqual({ share: 1, level: 'warning' });
    expect(plafondOf('3117.43', '2000.01', '1117.43')).toEqual({ share: 1, level: 'over' });
  });
});
