import { describe, expect, it } from 'vitest';
import { nextRegistryCode } from '../../../contract/customers';

describe('nextRegistryCode', () => {
  it('adds one to the number, as wide as it was, keeping the letters', () => {
    expect(nextRegistryCode('C0010')).toBe('C0011');
    expect(nextRegistryCode('C9999')).toBe('C10000');
    expect(nextRegistryCode('CLI007')).toBe('CLI008');
    expect(nextRegistryCode('42')).toBe('43');
  });

  it('starts at C0001', () => {
    expect(nextRegistryCode(null)).toBe('C0001');
  });
});
