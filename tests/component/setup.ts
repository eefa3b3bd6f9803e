import { cleanDomAfterEachTest } from '../support/domSetup';

// Run before every file of the component project: a clean page after each test.
cleanDomAfterEachTest();
