/**
 * `object.entries` for node-polyglot (ra-i18n-polyglot's engine), which requires that ES2017
 * shim: every browser we serve has `Object.entries`, and the shim's dependencies
 * (get-intrinsic, es-abstract's helpers) weighed about 5 kB gzip on every first screen
 * (vite.config.ts aliases the package here; docs/design-card.md). CommonJS, as node-polyglot
 * `require`s it.
 */
module.exports = Object.entries;
