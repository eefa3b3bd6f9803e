// Unit tests run in node. The few that need a DOM say `// @vitest-environment jsdom` and get
// the DOM setup, whose hooks every such file registers again (the worker's files share their
// modules: an import alone would register them for the first file only).
export {};

if (typeof window !== 'undefined') {
  const { cleanDomAfterEachTest } = await import('../support/domSetup');
  cleanDomAfterEachTest();
}
