// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

// The DOM setup speeds up `label.control` (tests/support/jsdomLabels.ts); the answers must
// stay the browser's (HTML spec, "labeled control").
describe('label.control in the test DOM', () => {
  it('is the first element in tree order with the for id, if labelable', () => {
    document.body.innerHTML =
      '<label for="a">A</label><div id="a"></div><input id="a"><label for="b">B</label><input id="b">';
    const [a, b] = Array.from(document.querySelectorAll('label'));
    expect(a.control).toBeNull();
    document.querySelector('div#a')!.remove();
    expect(a.control).toBe(document.querySelector('input#a'));
    expect(b.control).toBe(document.querySelector('input#b'));
    expect(document.querySelector<HTMLInputElement>('input#b')!.labels).toHaveLength(1);
    document.querySelector('input#b')!.id = 'c';
    expect(b.control).toBeNull();
  });

  it('without for is its first labelable descendant; an empty for labels nothing', () => {
    document.body.innerHTML =
      '<label>N<span></span><input type="hidden"><select></select></label><label for="">E<input></label>';
    const [nested, empty] = Array.from(document.querySelectorAll('label'));
    expect(nested.control).toBe(document.querySelector('select'));
    expect(empty.control).toBeNull();
  });

  it('outside the document follows jsdom', () => {
    const label = document.createElement('label');
    label.htmlFor = 'x';
    const input = document.createElement('input');
    input.id = 'x';
    const box = document.createElement('div');
    box.append(label, input);
    expect(label.control).toBe(input);
  });
});
