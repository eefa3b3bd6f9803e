import { Resource, type ResourceDefinitions } from 'react-admin';
import type { AppResource } from '../lib/resources/defineResource';
import { articles } from './articles';
import { bankAccounts } from './bank-accounts';
import { bankBatches } from './bank-batches';
import { carriers } from './carriers';
import { customers } from './customers';
import { documents } from './documents';
import { generalRegs } from './general-regs';
import { instalments } from './instalments';
import { lateInterestRates } from './late-interest-rates';
import { members } from './members';
import { auditEntries } from './audit-entries';
import { paymentTerms } from './payment-terms';
import { payments } from './payments';
import { shippingLists } from './shipping-lists';
import { stockMovements } from './stock-movements';

/**
 * The resources, each declared in its folder's `index.ts`, in menu order: App.tsx mounts
 * their `<Resource>` and screens, the sidebar lists their links (docs/adding-a-resource.md).
 */
export const resources: AppResource[] = [
  generalRegs,
  customers,
  articles,
  carriers,
  paymentTerms,
  documents,
  shippingLists,
  stockMovements,
  instalments,
  payments,
  bankBatches,
  bankAccounts,
  lateInterestRates,
  members,
  auditEntries,
];

/** Their definitions, as react-admin registers them from each `<Resource>` (App.tsx). */
export const resourceDefinitions: ResourceDefinitions = Object.fromEntries(
  resources.map(({ resource }) => [resource.name, Resource.registerResource(resource)]),
);
