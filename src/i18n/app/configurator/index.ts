import type { ConfiguratorMessages } from './en';

/**
 * Adds the configurator's messages (`configurator.*`: the article's definition, the row's
 * configure dialog) to an app catalogue, from their own files like the documents' ones.
 */
export function withConfigurator<App extends object>(app: App, configurator: ConfiguratorMessages) {
  return { ...app, configurator };
}
