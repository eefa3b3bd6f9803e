import { describe, expect, it } from 'vitest';
import { textToWire, wireToText } from '../../src/lib/dateText';

describe('dates as typed in the UI languages', () => {
  it('shows a wire date in the format of each language', () => {
    expect(wireToText('2026-11-21', 'it')).toBe('21/11/2026');
    expect(wireToText('2026-11-21', 'en')).toBe('21/11/2026');
    expect(wireToText('2026-11-21', 'fr')).toBe('21/11/2026');
    expect(wireToText('2026-11-21', 'de')).toBe('21.11.2026');
    expect(wireToText('2026-11-21', 'hu')).toBe('2026. 11. 21.');
    expect(wireToText(null, 'it')).toBe('');
    expect(wireToText('nope', 'it')).toBe('');
  });

  it('reads what is typed, with or without separators', () => {
    expect(textToWire('21/11/2026', 'it')).toBe('2026-11-21');
    expect(textToWire(' 1/2/2026 ', 'it')).toBe('2026-02-01');
    expect(textToWire('21112026', 'it')).toBe('2026-11-21');
    expect(textToWire('21-11-2026', 'it')).toBe('2026-11-21');
    expect(textToWire('21.11.2026', 'de')).toBe('2026-11-21');
    expect(textToWire('2026. 11. 21.', 'hu')).toBe('2026-11-21');
    expect(textToWire('20261121', 'hu')).toBe('2026-11-21');
  });

  it('says empty (null) apart from not a date yet (undefined)', () => {
    expect(textToWire('', 'it')).toBeNull();
    expect(textToWire('  ', 'it')).toBeNull();
    expect(textToWire('21/11', 'it')).toBeUndefined();
    expect(textToWire('31/02/2026', 'it')).toBeUndefined();
    expect(textToWire('21/11/202', 'it')).toBeUndefined();
    expect(textToWire('21/11/20', 'it')).toBeUndefined();
    expect(textToWire('21/13/2026', 'it')).toBeUndefined();
  });
});
