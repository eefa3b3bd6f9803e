import { configurationSchema, type Configuration } from '../../../contract/configurator';

/**
 * An article's stored configuration (jsonb) as the API answers it, or null when there is
 * none. It was validated when saved; a value that no longer fits the contract (written by
 * hand, say) counts as no configuration rather than breaking every answer about the article.
 */
export function storedConfiguration(value: unknown): Configuration | null {
  if (value === null || value === undefined) return null;
  const parsed = configurationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
