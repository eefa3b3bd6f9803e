/**
 * Constants of contract/common.ts without zod: the SPA's start-up code (httpClient, the lists'
 * export) imports them from here, so zod loads only with the screens that validate.
 */

/** The API's message when a tenant route is called before a company is selected. */
export const NO_ACTIVE_COMPANY = 'No active company selected';

/** The most rows one page of a list may ask for. */
export const MAX_PER_PAGE = 500;
