import type { ShippingMessages } from './en';

/**
 * Adds the shipping lists' messages (`shipping.*`: list, edit page, items, labels and the
 * confirmation) to an app catalogue, from their own files like the documents' ones.
 */
export function withShipping<App extends object>(app: App, shipping: ShippingMessages) {
  return { ...app, shipping };
}
