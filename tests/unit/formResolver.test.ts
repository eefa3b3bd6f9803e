import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { articleInput } from '../../contract/articles';
import { formResolver } from '../../src/lib/form/formResolver';
import { setTranslator } from '../../src/providers/translate';
import { validationMessages } from '../../contract/messages';

const resolve = async (schema: z.ZodType<unknown, Record<string, unknown>>, values: object) => {
  const result = await formResolver(schema)(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors as Record<string, { message?: string }>;
};

describe('form validation speaks our messages, never zod’s English', () => {
  it('a missing price is "required", as a key react-admin translates', async () => {
    const errors = await resolve(articleInput, { code: 'A1', description: 'Vite' });
    expect(errors.price?.message).toBe('validation.required');
  });

  it('a message with a limit is filled in the UI language', async () => {
    setTranslator((key, options) =>
      key === 'validation.max_length'
        ? validationMessages.it.max_length.replace('%{maximum}', String(options?.maximum))
        : key,
    );
    const errors = await resolve(z.object({ note: z.string().max(3) }), { note: 'troppo' });
    expect(errors.note?.message).toBe(validationMessages.it.max_length.replace('%{maximum}', '3'));
    expect(errors.note?.message).not.toMatch(/Too big|expected/);
  });

  it('a pasted control character shows our message under the field', async () => {
    const errors = await resolve(articleInput, {
      code: 'A\u0000',
      description: 'Vite',
      price: '1',
    });
    expect(errors.code?.message).toBe('validation.control_characters');
  });

  it('keeps the schemas’ own keys', async () => {
    const errors = await resolve(articleInput, { code: '', description: 'Vite', price: '1' });
    expect(errors.code?.message).toBe('validation.article_code');
  });
});
