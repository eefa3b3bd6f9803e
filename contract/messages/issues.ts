import type { Message } from './translate';
import { validationMessages, type ValidationKey } from './validation';

/** What a field error may be: a validation key (`validation.vat_number`) or a message. */
export type FieldMessage = `validation.${ValidationKey}` | Message;

/** The parts of a zod issue (or of fastify-type-provider-zod's copy of one) that name it. */
export interface IssueLike {
  code: string;
  message?: string;
}

/** An issue's own parameters (`maximum`, `origin`, `format`...), by name. */
type Issue = IssueLike & Record<string, unknown>;

const field = (key: ValidationKey, params?: Record<string, string | number>): FieldMessage =>
  (params ? { key: `validation.${key}`, params } : `validation.${key}`) as FieldMessage;

const isOurKey = (message: string | undefined): message is `validation.${ValidationKey}` =>
  !!message &&
  message.startsWith('validation.') &&
  message.slice('validation.'.length) in validationMessages.en;

const EXPECTED: Record<string, ValidationKey> = {
  number: 'number',
  int: 'integer',
  bigint: 'integer',
  nan: 'number',
  string: 'text',
  boolean: 'boolean',
  date: 'date',
  array: 'list',
  set: 'list',
  tuple: 'list',
};

const limit = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

function tooBig(issue: Issue): FieldMessage {
  const maximum = limit(issue.maximum);
  if (issue.origin === 'string') return field('max_length', { maximum });
  if (issue.origin === 'array' || issue.origin === 'set') return field('max_items', { maximum });
  if (issue.origin === 'date') return field('date');
  return field(issue.inclusive === false ? 'below_max' : 'max_number', { maximum });
}

function tooSmall(issue: Issue): FieldMessage {
  const minimum = limit(issue.minimum);
  if (issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? field('required') : field('min_length', { minimum });
  }
  if (issue.origin === 'array' || issue.origin === 'set') return field('min_items', { minimum });
  if (issue.origin === 'date') return field('date');
  return field(issue.inclusive === false ? 'above_min' : 'min_number', { minimum });
}

function badFormat(issue: Issue): FieldMessage {
  if (issue.format === 'email') return field('email');
  if (['date', 'datetime', 'time', 'duration'].includes(String(issue.format))) return field('date');
  return field('format');
}

/**
 * A zod issue as one of our field messages: its own message when that is one of our keys,
 * else a key chosen by its code (zod's English defaults never reach a user).
 */
export function issueMessage(zodIssue: IssueLike): FieldMessage {
  const issue = zodIssue as Issue;
  if (isOurKey(issue.message)) {
    // A custom issue's parameters (`{digits: 12}`) fill its message's placeholders.
    const params = issue.params as Record<string, string | number> | undefined;
    return params && typeof params === 'object'
      ? field(issue.message.slice('validation.'.length) as ValidationKey, params)
      : issue.message;
  }
  switch (issue.code) {
    case 'invalid_type':
      // A missing field: in an error map the issue holds its `input`; afterwards only zod's
      // message says "received undefined".
      return ('input' in issue && issue.input === undefined) ||
        issue.message?.endsWith('received undefined')
        ? field('required')
        : field(EXPECTED[String(issue.expected)] ?? 'invalid');
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return badFormat(issue);
    case 'not_multiple_of':
      return field('multiple_of', { divisor: String(issue.divisor) });
    case 'unrecognized_keys':
      return field('unknown_fields', { keys: ((issue.keys as string[]) ?? []).join(', ') });
    case 'invalid_key': {
      // A map's key refused by its own schema (a text with a NUL...): that schema's message.
      const inner = (issue.issues as IssueLike[] | undefined)?.[0];
      return inner ? issueMessage(inner) : field('choice');
    }
    case 'invalid_value':
    case 'invalid_union':
      return field('choice');
    default:
      return field('invalid');
  }
}
