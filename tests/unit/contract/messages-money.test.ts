import { describe, expect, it } from 'vitest';
import { money, msg, translate } from '../../../contract/messages';

describe('an amount in a server message', () => {
  it('reads as the reader writes money, grouped from the thousands', () => {
    const refusal = msg('letters_of_intent.amount_below_used', {
      protocol: '26010112345678901-000001',
      used: money('1234.5'),
    });
    // Intl puts no-break spaces before "€": read them as spaces.
    const text = (locale: 'it' | 'en' | 'de') => translate(refusal, locale).replace(/\s/g, ' ');
    expect(text('it')).toContain('ha già usato 1.234,50 €');
    expect(text('en')).toContain('has already used €1,234.50');
    expect(text('de')).toContain('bereits 1.234,50 € verbraucht');
  });
});
