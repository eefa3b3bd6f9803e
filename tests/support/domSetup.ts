import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './jsdomLabels';

// For tests in a DOM (the component project, and unit files marked
// `// @vitest-environment jsdom`): jest-dom matchers, and a clean page and localStorage
// for every test. The files of a worker share their modules, so this module is evaluated
// once a worker: the hooks are registered by `cleanDomAfterEachTest()`, called once a file.

// `findBy…` and `waitFor` wait for a state, not a time: testing-library's default of 1 s is a
// time, which a busy machine (2 cores, other work) overruns while a screen renders. The bound
// only ends a wait that will never succeed; it stays below the project's testTimeout so the
// failure names what was missing.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out and has no `scrollIntoView`, which the app calls (dnd-kit keeps a
// dragged row in view inside a scrolling table; a refused form shows its first invalid field).
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
export function cleanDomAfterEachTest() {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    document.documentElement.removeAttribute('dir');
  });
}
