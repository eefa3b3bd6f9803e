// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Isolated, Ltr } from '../../src/lib/bidi/Bidi';
import { FSI, LRI, PDI, isolateText, ltrText } from '../../src/lib/bidi/isolate';

describe('bidi isolates', () => {
  it('wrap a left-to-right run in LRI … PDI and a phrase in FSI … PDI', () => {
    expect(ltrText('1.234,50 €')).toBe(`${LRI}1.234,50 €${PDI}`);
    expect(ltrText('22 %')).toBe('\u206622 %\u2069');
    expect(isolateText('Alfa S.r.l.')).toBe(`${FSI}Alfa S.r.l.${PDI}`);
  });

  it('leave empty text empty', () => {
    expect(ltrText('')).toBe('');
    expect(isolateText('')).toBe('');
  });

  it('render figures as left-to-right isolates and phrases as auto isolates', () => {
    const { container } = render(
      <p>
        <Ltr>-3.953,85 €</Ltr> <Isolated>Alfa S.r.l.</Isolated>
      </p>,
    );
    const [figure, name] = Array.from(container.querySelectorAll('bdi'));
    expect(figure.getAttribute('dir')).toBe('ltr');
    expect(figure.textContent).toBe('-3.953,85 €');
    expect(name.hasAttribute('dir')).toBe(false);
    expect(name.textContent).toBe('Alfa S.r.l.');
  });
});
