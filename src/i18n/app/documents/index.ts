import type { DocumentMessages } from './en';

/**
 * Adds the sales documents' messages (`resources.documents.*`) to an app catalogue; they
 * live in their own files so the documents screens and the registry's catalogues grow apart.
 */
export function withDocuments<App extends { resources: object }>(
  app: App,
  documents: DocumentMessages,
) {
  return { ...app, resources: { ...app.resources, documents } };
}
