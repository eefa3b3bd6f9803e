/**
 * Hostile requests for every operation of the app's OpenAPI document (tests/server/fuzz.test.ts).
 * Each operation gets a baseline built from its schemas (valid where the schema alone can say
 * what valid is, real record ids where a path or a field names one), then variations that
 * change one slot at a time: every path parameter, query parameter and body field (nested
 * objects and the first item of arrays included) gets the core hostile values and a seeded
 * sample of the others; plus whole bodies of the wrong kind, form data with hostile fields and
 * files, and hostile headers.
 */
import {
  CORE_VALUES,
  FILES,
  HEADER_VALUES,
  MORE_VALUES,
  PATH_VALUES,
  QUERY_VALUES,
  RAW_BODIES,
  deepObject,
  describe,
  sample,
  type Hostile,
  type Random,
} from './fuzzValues';

/** The part of JSON Schema (as @fastify/swagger writes it from zod) the generator reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: boolean;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

export interface Operation {
  /** `PUT /api/documents/{id}` */
  name: string;
  method: string;
  path: string;
  params: Parameter[];
  body?: JsonSchema;
}

export interface FuzzContext {
  /** A real record id for the path parameter `name` of `path`. */
  pathId: (path: string, name: string) => number;
  /**
   * Real values for fields that name a record (`customer_id`...), by field name; a function
   * chooses by the field's schema (undefined: none).
   */
  refs: Record<string, unknown | ((schema: JsonSchema) => unknown)>;
  random: Random;
}

export interface FuzzRequest {
  operation: string;
  /** What was hostile, for the failure report. */
  input: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
  /** The body's `version` must be the record's current one: read it from this URL first. */
  versionFrom?: string;
}

/** The operations, writes before deletes, and signing out last (it ends the session). */
export function operationsOf(doc: OpenApi): Operation[] {
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      list.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  const rank = (op: Operation) =>
    op.path.endsWith('/logout') ? 2 : op.method === 'DELETE' ? 1 : 0;
  return list.sort((a, b) => rank(a) - rank(b));
}

let counter = 0;

/** Whether a baseline fills an optional property (a number or flag left out keeps its default). */
const filled = (schema: JsonSchema, required: boolean) =>
  required || schema.nullable || schema.default !== undefined || schema.type === 'string';

/** A value the schema accepts, as far as the schema alone can tell. */
export function example(schema: JsonSchema, name: string, context: FuzzContext): unknown {
  const given = context.refs[name];
  const ref = typeof given === 'function' ? given(schema) : given;
  if (ref !== undefined) return ref;
  if (schema.nullable) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    // A decimal is "a string or a number": a number is valid for sure.
    const numeric = schema.anyOf.find((s) => s.type === 'number' || s.type === 'integer');
    return example(numeric ?? schema.anyOf[0], name, context);
  }
  switch (schema.type) {
    case 'string': {
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-03-16';
      if (schema.pattern === '^[A-Z]{2}$') return 'IT';
      const text = `F${++counter}-${name}`.slice(0, schema.maxLength ?? 30);
      return text.padEnd(schema.minLength ?? 0, 'x');
    }
    case 'integer':
    case 'number':
      return Math.max(1, (schema.minimum ?? 0) + (schema.exclusiveMinimum ? 1 : 0));
    case 'boolean':
      return false;
    case 'array':
      return schema.items ? [example(schema.items, name, context)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key, p]) => filled(p, schema.required?.includes(key) ?? false))
          .map(([key, property]) => [key, example(property, key, context)]),
      );
    default:
      return 'x';
  }
}

type Path = (string | number)[];
interface Slot {
  path: Path;
  schema: JsonSchema;
}

/** Every field of a body, nested objects and the first item of arrays included. */
function slotsOf(schema: JsonSchema, value: unknown, path: Path = []): Slot[] {
  const slots: Slot[] = path.length ? [{ path, schema }] : [];
  const branch = schema.anyOf?.find((s) => s.type === 'object' || s.type === 'array') ?? schema;
  if (branch.type === 'object') {
    const fields = (value ?? {}) as Record<string, unknown>;
    for (const [key, property] of Object.entries(branch.properties ?? {})) {
      slots.push(...slotsOf(property, fields[key], [...path, key]));
    }
    // A free-form map (a row's configuration): hostile keys and values go in as entries.
    if (branch.additionalProperties) slots.push({ path: [...path, 'free key'], schema: {} });
  }
  if (branch.type === 'array' && Array.isArray(value) && value.length && branch.items) {
    slots.push(...slotsOf(branch.items, value[0], [...path, 0]));
  }
  return slots;
}

function setAt(root: unknown, path: Path, value: unknown) {
  const copy = structuredClone(root ?? {}) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (last === 'free key') {
    const key = `k${typeof value === 'string' ? value.slice(0, 10) : ''}`;
    Object.assign(node, { [key]: value, nested: { list: [value] } });
  } else node[last] = value;
  return copy;
}

const valuesFor = (context: FuzzContext, count: number): Hostile[] => [
  ...CORE_VALUES,
  ...sample(MORE_VALUES, count, context.random),
];

/** `/api/documents/{id}` with real ids, or with `hostile` in place of the parameter `name`. */
function urlOf(op: Operation, context: FuzzContext, hostile?: { name: string; raw: string }) {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    hostile?.name === name ? hostile.raw : String(context.pathId(op.path, name)),
  );
}

function queryOf(op: Operation, context: FuzzContext, hostile?: { name: string; raw: string }) {
  const parts: string[] = [];
  for (const p of op.params.filter((p) => p.in === 'query')) {
    if (hostile?.name === p.name) parts.push(`${p.name}=${hostile.raw}`);
    else if (p.required || p.name in context.refs) {
      parts.push(`${p.name}=${encodeURIComponent(String(example(p.schema, p.name, context)))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function multipart(parts: { name: string; value: string | Buffer; file?: (typeof FILES)[0] }[]) {
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.file ? `; filename="${part.file.filename}"` : '';
    const type = part.file ? `\r\nContent-Type: ${part.file.type}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Raw bytes a form field may carry that a JavaScript string cannot: bad UTF-8, a half pair. */
const FIELD_VALUES: { label: string; value: string | Buffer }[] = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'C0 control', value: '\u0007' },
  { label: 'invalid UTF-8', value: Buffer.from([0x61, 0xff, 0xfe]) },
  { label: 'encoded lone surrogate', value: Buffer.from([0xed, 0xa0, 0x80]) },
  { label: '70 kB field', value: 'x'.repeat(70_000) },
];

function* formVariants(op: Operation, base: Record<string, unknown>, context: FuzzContext) {
  const fields = Object.entries(base)
    .filter(([, v]) => v !== null && typeof v !== 'object')
    .map(([name, v]) => ({ name, value: String(v) }));
  const fileField = ['file', 'image'].find((f) => op.body?.properties?.[f]);
  const send = (input: string, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return { input: `form data: ${input}`, payload: body.payload, type: body.type };
  };
  for (const field of fields) {
    for (const hostile of sample(FIELD_VALUES, 2, context.random)) {
      const rest = fields.filter((f) => f.name !== field.name);
      yield send(`${field.name} = ${hostile.label}`, [
        ...rest,
        { name: field.name, value: hostile.value },
      ]);
    }
  }
  yield send('field named __proto__', [...fields, { name: '__proto__', value: 'x' }]);
  yield send('field name with NUL', [...fields, { name: 'a\u0000', value: 'x' }]);
  const files = fileField ? FILES : sample(FILES, 1, context.random);
  for (const file of files) {
    yield send(`${fileField ?? 'file'} = ${file.label}`, [
      ...fields,
      { name: fileField ?? 'file', value: file.content, file },
    ]);
  }
}

const DEEP_OBJECT = deepObject(3000);

/** Every hostile request of one operation. */
export function* requestsFor(op: Operation, context: FuzzContext): Generator<FuzzRequest> {
  const url = urlOf(op, context);
  const query = queryOf(op, context);
  const base = op.body ? example(op.body, 'body', context) : undefined;
  const versionFrom =
    op.body?.required?.includes('version') && op.body.properties?.version ? url : undefined;
  const request = (input: string, extra: Partial<FuzzRequest>): FuzzRequest => ({
    operation: op.name,
    input,
    method: op.method,
    url: url + query,
    payload: base as object | undefined,
    versionFrom,
    ...extra,
  });

  yield request('baseline', {});
  for (const p of op.params.filter((p) => p.in === 'path')) {
    for (const raw of sample(PATH_VALUES, 8, context.random)) {
      yield request(`path ${p.name} = ${raw}`, {
        url: urlOf(op, context, { name: p.name, raw }) + query,
      });
    }
  }
  for (const p of op.params.filter((p) => p.in === 'query')) {
    // NUL, a control character and a lone surrogate always; four of the others.
    const raws = [...QUERY_VALUES.slice(0, 3), ...sample(QUERY_VALUES.slice(3), 4, context.random)];
    for (const raw of raws) {
      yield request(`query ${p.name} = ${describe(raw)}`, {
        url: url + queryOf(op, context, { name: p.name, raw }),
      });
    }
    yield request(`query ${p.name} repeated`, {
      url: `${url}${query || '?'}&${p.name}=1&${p.name}=2`,
    });
  }
  yield request('query __proto__', { url: `${url}${query || '?'}&__proto__[x]=1&constructor=1` });
  if (op.body) {
    for (const slot of slotsOf(op.body, base)) {
      for (const hostile of valuesFor(context, 5)) {
        yield request(
          `body.${slot.path.join('.')} = ${describe(hostile.value)} (${hostile.label})`,
          {
            payload: setAt(base, slot.path, hostile.value),
          },
        );
      }
      // Every field, free-form JSON first among them, gets an object thousands of levels deep.
      yield request(`body.${slot.path.join('.')} = object nested 3000 deep`, {
        payload: setAt(base, slot.path, DEEP_OBJECT),
      });
    }
  }
  // Every wrong body where one is read; a few where none is expected.
  for (const raw of op.body ? RAW_BODIES : sample(RAW_BODIES, 3, context.random)) {
    yield request(`body: ${raw.label}`, {
      payload: raw.payload,
      headers: { 'content-type': raw.type },
    });
  }
  if (op.body && base && typeof base === 'object') {
    for (const form of formVariants(op, base as Record<string, unknown>, context)) {
      yield request(form.input, { payload: form.payload, headers: { 'content-type': form.type } });
    }
  }
  for (const header of sample(HEADER_VALUES, 2, context.random)) {
    yield request(header.label, { headers: header.headers });
  }
}
