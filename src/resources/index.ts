import type { AppResource } from '../lib/resources/defineResource';
import { articles } from './articles';
import { customers } from './customers';
import { documents } from './documents';
import { generalRegs } from './general-regs';
import { shippingLists } from './shipping-lists';

/**
 * The resources, each declared in its folder's `index.ts`, in menu order: App.tsx mounts
 * their `<Resource>` and screens, the sidebar lists their links (docs/adding-a-resource.md).
 */
export const resources: AppResource[] = [
  generalRegs,
  customers,
  articles,
  documents,
  shippingLists,
];
