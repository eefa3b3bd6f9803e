/** The plafond's rule is the contract's, shared with the server (contract/letters-of-intent.ts). */
export { plafondOf, type PlafondLevel } from '../../../../contract/letters-of-intent';
