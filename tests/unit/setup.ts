// Unit tests run in node and load only what they import (msw when they use `server`).
// The few that need a DOM say `// @vitest-environment jsdom` and get the DOM setup.
export {};

if (typeof window !== 'undefined') await import('../support/domSetup');
