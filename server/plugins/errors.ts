import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { pickLocale, translateValidation, type Locale } from '../../contract/messages';
import { HttpError } from '../errors';

// Foreign keys whose refusal deserves its own message (by constraint name).
const CONSTRAINT_MESSAGES: Record<string, string> = {
  documents_customer_fk: 'The customer is used by documents and cannot be deleted',
  document_rows_article_fk: 'The article is used by document rows and cannot be deleted',
  documents_related_fk: 'The document is referenced by another document and cannot be deleted',
  shipping_items_document_row_fk:
    'The row is on a shipping list: remove it from the list first (rows of a confirmed list stay)',
};

// PostgreSQL error codes that mean "the input was wrong", not "the server broke".
const PG_STATUS: Record<string, [number, string]> = {
  '22P02': [400, 'Invalid input'],
  '22001': [400, 'Value too long'],
  '22003': [400, 'Number out of range'],
  '22007': [400, 'Invalid date'],
  '22008': [400, 'Invalid date'],
  '23505': [409, 'A record with the same data already exists'],
  '23503': [409, 'The record is referenced by other records'],
  '23001': [409, 'The record is referenced by other records'],
  '40001': [409, 'The record was changed at the same time by someone else: try again'],
};

// What the multipart parser (busboy) throws for a broken body: the client's fault, not ours.
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|Multipart: Boundary not found|Malformed part header)/;

const translateAll = (errors: Record<string, string>, locale: Locale) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, translateValidation(v, locale)]));

/** Every error leaves as JSON `{message, errors?}` with a 4xx status; a 500 only for real bugs. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    const locale = pickLocale(request.headers['accept-language']);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.slice(1).replaceAll('/', '.') || '_';
        errors[field] ??= translateValidation(issue.message ?? 'validation.invalid', locale);
      }
      return reply.status(400).send({ message: 'Invalid input', errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      // Field messages thrown by services are keys too (`validation.choice`): translated alike.
      const errors = error.errors && translateAll(error.errors, locale);
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(errors && { errors }) });
    }
    if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
      return reply.status(400).send({ message: 'Malformed form data' });
    }
    // Drizzle wraps the driver's error: the SQLSTATE is on its cause.
    const cause = error.cause as { code?: string; constraint?: string } | undefined;
    const sqlState = cause?.code ?? error.code;
    const pg = sqlState ? PG_STATUS[sqlState] : undefined;
    if (pg) {
      request.log.info({ err: error }, 'database refused the input');
      const named = cause?.constraint ? CONSTRAINT_MESSAGES[cause.constraint] : undefined;
      return reply.status(pg[0]).send({ message: named ?? pg[1] });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send({ message: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
