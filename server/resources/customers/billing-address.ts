import type { customers } from './table';
import type { generalRegs } from '../general-regs/table';

type Billing = Pick<
  typeof customers.$inferSelect,
  'billingAddress' | 'billingZip' | 'billingCity' | 'billingProvince' | 'billingCountry'
>;
type Entry = Pick<
  typeof generalRegs.$inferSelect,
  'address' | 'zip' | 'city' | 'province' | 'country'
>;

/**
 * Where a customer is billed: its own billing address when it has one, else its registry
 * entry's address, never a mix of the two (a billing street with the entry's city).
 */
export function billingAddressOf(customer: Billing, general: Entry) {
  return customer.billingAddress
    ? {
        address: customer.billingAddress,
        zip: customer.billingZip,
        city: customer.billingCity,
        province: customer.billingProvince,
        country: customer.billingCountry,
      }
    : {
        address: general.address,
        zip: general.zip,
        city: general.city,
        province: general.province,
        country: general.country,
      };
}
