import { createRequire } from 'node:module';

/**
 * A backport of jsdom pull request #4253 (in jsdom 30, which needs Node 22; we run on Node 20):
 * `label.control` for `<label for=…>` looks the id up in the document's id cache instead of
 * walking the whole document. testing-library reads `input.labels` for every control on
 * each `…ByLabelText` / `…ByRole({name})` query, and each of those read every label's
 * `control`: on a large form the walk was a third of a component test's time. Same answer
 * as jsdom's (the first element in tree order with that id, if labelable); any other case
 * (no `for`, a label outside a document) keeps jsdom's own code. Skipped if jsdom's
 * internals are not where this expects them.
 */
const require = createRequire(import.meta.url);

interface LabelImpl {
  hasAttributeNS(ns: null, name: string): boolean;
  getAttributeNS(ns: null, name: string): string | null;
  getRootNode(options: object): { _byIdCache?: unknown; getElementById?(id: string): unknown };
}

function backport() {
  let label: { implementation: { prototype: object } };
  let controls: { isLabelable(node: unknown): boolean };
  try {
    label = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js');
    controls = require('jsdom/lib/jsdom/living/helpers/form-controls.js');
  } catch {
    return;
  }
  const prototype = label.implementation.prototype;
  const jsdomControl = Object.getOwnPropertyDescriptor(prototype, 'control')?.get;
  if (!jsdomControl || typeof controls.isLabelable !== 'function') return;
  Object.defineProperty(prototype, 'control', {
    configurable: true,
    get(this: LabelImpl) {
      const id = this.getAttributeNS(null, 'for');
      const root = this.getRootNode({});
      if (id && root._byIdCache && root.getElementById) {
        const element = root.getElementById(id);
        return element && controls.isLabelable(element) ? element : null;
      }
      return jsdomControl.call(this);
    },
  });
}

backport();
