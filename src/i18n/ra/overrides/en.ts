import type { StringMap } from 'ra-core';

/**
 * Our corrections of ra-language-english, merged over it (src/i18n/en.ts). The package follows
 * react-admin 5 and has every key it reads (tests/unit/ra-catalogues.test.ts), and none of its
 * texts needs changing yet: a wording we want otherwise goes here, not into a copy of the
 * package.
 */
const overrides: StringMap = {};

export default overrides;
