/**
 * Every text the API and the forms share: validation messages (`validation.*`, field errors),
 * the API's own messages (`server/<lang>.ts`) and the names used inside them (`names/<lang>.ts`).
 * The API answers keys with parameters (`msg()`) and `translate()`s them per request.
 */
export * from './locale';
export * from './validation';
export * from './names';
export * from './translate';
export { serverMessages, type ServerCatalogue, type ServerKey } from './server';
export * from './issues';
