/**
 * A new customer linked to an existing registry entry sends only `general: {id}`; the
 * entry's fields (hidden once an entry is picked, but kept by the form) are left out.
 */
export function linkOrCreateGeneral<T extends { general?: object }>(customer: T): T {
  const id = (customer.general as { id?: unknown } | undefined)?.id;
  return id === undefined || id === null || id === '' ? customer : { ...customer, general: { id } };
}
