import type { ResourceProps } from 'react-admin';
import { articles } from './articles';
import { customers } from './customers';
import { documents } from './documents';
import { generalRegs } from './general-regs';
import { shippingLists } from './shipping-lists';

/**
 * The resources by their REST names, in menu order: App.tsx renders a `<Resource>` for each,
 * the component tests' harness registers their definitions (links, record representations).
 */
export const resources: ResourceProps[] = [
  { name: 'general-regs', ...generalRegs },
  { name: 'customers', ...customers },
  { name: 'articles', ...articles },
  { name: 'documents', ...documents },
  { name: 'shipping-lists', ...shippingLists },
];
