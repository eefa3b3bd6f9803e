/**
 * Bundled with the server (dist-server/preflight.js): `npm start` imports it before any build,
 * so a bad setting stops there. It shares the logger with the server (one bundle chunk).
 */
import { loadConfigOrExit } from '../server/config';
import { logger } from '../server/logger';

logger.level = loadConfigOrExit().logLevel;

export { logger };
