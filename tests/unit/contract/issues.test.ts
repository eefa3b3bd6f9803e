import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  issueMessage,
  translate,
  type FieldMessage,
  type Message,
} from '../../../contract/messages';

const schema = z
  .object({
    quantity: z.coerce.number(),
    count: z.number().int(),
    name: z.string().max(3),
    title: z.string().min(1),
    email: z.email(),
    kind: z.enum(['a', 'b']),
    price: z.number().gt(0),
    tags: z.array(z.string()).max(1),
    own: z.string().max(2, 'validation.too_long'),
  })
  .strict();

const italian = (message: FieldMessage) =>
  translate(typeof message === 'string' ? ({ key: message } as Message) : message, 'it');

describe('zod issues as our field messages', () => {
  it('maps every issue by its code, with its limits, never in zod English', () => {
    const { error } = schema.safeParse({
      quantity: 'abc',
      count: 1.5,
      name: 'abcd',
      title: '',
      email: 'no',
      kind: 'c',
      price: 0,
      tags: ['x', 'y'],
      own: 'xyz',
      extra: 1,
    });
    const byField = Object.fromEntries(
      error!.issues.map((issue) => [issue.path.join('.') || '_', italian(issueMessage(issue))]),
    );
    expect(byField).toEqual({
      quantity: 'Numero non valido',
      count: 'Inserisci un numero intero',
      name: 'Al massimo 3 caratteri',
      title: 'Campo obbligatorio',
      email: 'Indirizzo e-mail non valido',
      kind: 'Scegli un valore dall’elenco',
      price: 'Deve essere maggiore di 0',
      tags: 'Al massimo 1 elementi',
      own: 'Testo troppo lungo',
      _: 'Campi sconosciuti: extra',
    });
  });

  it('says a missing field is required', () => {
    const { error } = z.object({ code: z.string() }).safeParse({});
    expect(italian(issueMessage(error!.issues[0]))).toBe('Campo obbligatorio');
  });
});
