import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  issueMessage,
  msg,
  pickLocale,
  translate,
  type FieldMessage,
  type Locale,
  type Message,
} from '../../contract/messages';
import { INVALID_INPUT } from '../../contract/common';
import { HttpError, type FieldErrors } from '../lib/errors';

/** A database constraint refused the input: the message, and the field it is about. */
interface ConstraintAnswer {
  message: Message;
  field?: string;
}

// Constraints whose refusal deserves its own message (by name), with the field to highlight.
const CONSTRAINTS: Record<string, ConstraintAnswer> = {
  documents_customer_fk: { message: msg('db.customer_in_use') },
  document_rows_article_fk: { message: msg('db.article_in_use') },
  customer_prices_company_id_article_id_articles_company_id_id_fk: {
    message: msg('db.article_customer_codes'),
  },
  customer_articles_company_id_article_id_articles_company_id_id_fk: {
    message: msg('db.article_customer_codes'),
  },
  shipping_lists_customer_fk: { message: msg('db.customer_in_use') },
  shipping_lists_carrier_fk: { message: msg('db.carrier_in_use') },
  customers_payment_term_fk: { message: msg('db.payment_term_customers') },
  documents_payment_term_fk: { message: msg('db.payment_term_documents') },
  customers_company_id_general_reg_id_general_regs_company_id_id_fk: {
    message: msg('db.general_reg_customer'),
  },
  documents_destination_fk: { message: msg('db.destination_in_use') },
  shipping_lists_destination_fk: { message: msg('db.destination_in_use') },
  documents_related_fk: { message: msg('db.document_referenced') },
  shipping_items_document_row_fk: { message: msg('db.row_on_shipping_list') },
  articles_code_key: { message: msg('unique.article_code'), field: 'code' },
  customers_registry_code_key: { message: msg('unique.registry_code'), field: 'registry_code' },
  customers_general_reg_key: { message: msg('unique.customer_general_reg') },
  customer_articles_key: { message: msg('unique.customer_article'), field: 'article_id' },
  documents_number_key: { message: msg('unique.document_number'), field: 'number' },
};
const FIELD_MESSAGE: Partial<Record<string, Message>> = {
  articles_code_key: msg('unique.code_taken'),
  customers_registry_code_key: msg('unique.code_taken'),
};

// PostgreSQL error codes that mean "the input was wrong", not "the server broke". The schemas
// refuse such input first (contract/common.ts `text`); this is the net for what slips through.
const PG_STATUS: Record<string, [number, Message]> = {
  '22P02': [400, msg('db.invalid_value')],
  '22021': [400, msg('db.invalid_text')], // invalid byte sequence (a NUL in a text)
  '22P05': [400, msg('db.invalid_text')], // unsupported Unicode escape (a NUL in jsonb)
  '22001': [400, msg('db.value_too_long')],
  '22003': [400, msg('db.number_out_of_range')],
  '22007': [400, msg('db.invalid_date')],
  '22008': [400, msg('db.invalid_date')],
  '23505': [409, msg('db.duplicate')],
  '23503': [409, msg('db.referenced')],
  '23001': [409, msg('db.referenced')],
  '40001': [409, msg('db.concurrent')],
};

// Any other data exception (class 22: a value the column or function cannot take) is the
// input's fault too.
const DATA_EXCEPTION: [number, Message] = [400, msg('db.invalid_value')];
const pgStatus = (sqlState: string | undefined) =>
  sqlState === undefined
    ? undefined
    : (PG_STATUS[sqlState] ?? (/^22[0-9A-Z]{3}$/.test(sqlState) ? DATA_EXCEPTION : undefined));

// Fastify's and @fastify/multipart's own refusals, by error code.
const FASTIFY_CODES: Record<string, Message> = {
  FST_ERR_CTP_BODY_TOO_LARGE: msg('body_too_large'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg('unsupported_media_type'),
  FST_REQ_FILE_TOO_LARGE: msg('file_too_large'),
  FST_PARTS_LIMIT: msg('too_many_parts'),
  FST_FILES_LIMIT: msg('too_many_parts'),
  FST_FIELDS_LIMIT: msg('too_many_parts'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: msg('unsupported_media_type'),
};

// Any other 4xx: a message by status (their own texts are English, for developers).
const BY_STATUS: Record<number, Message> = {
  400: msg('bad_request'),
  401: msg('unauthorized'),
  403: msg('forbidden'),
  404: msg('not_found'),
  405: msg('method_not_allowed'),
  409: msg('conflict'),
  413: msg('body_too_large'),
  415: msg('unsupported_media_type'),
};

// What the multipart parser (busboy) throws for a broken body: the client's fault, not ours.
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|Multipart: Boundary not found|Malformed part header)/;

const text = (message: FieldMessage, locale: Locale) =>
  translate(typeof message === 'string' ? ({ key: message } as Message) : message, locale);

const translateAll = (errors: FieldErrors, locale: Locale) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, text(v, locale)]));

/**
 * Every error leaves as JSON `{message, errors?}` with a 4xx status, in the language of the
 * request's Accept-Language; a 500 only for real bugs.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    const locale = pickLocale(request.headers['accept-language']);
    const answer = (status: number, message: Message, errors?: FieldErrors) =>
      reply.status(status).send({
        message: translate(message, locale),
        ...(errors && { errors: translateAll(errors, locale) }),
        ...(message.key === INVALID_INPUT && { code: INVALID_INPUT }),
      });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.slice(1).replaceAll('/', '.') || '_';
        errors[field] ??= issueMessage({
          ...issue.params,
          code: issue.keyword,
          message: issue.message,
        });
      }
      return answer(400, msg('invalid_input'), errors);
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return answer(error.statusCode, error.reason, error.errors);
    }
    if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
      return answer(400, msg('malformed_form_data'));
    }
    // Drizzle wraps the driver's error: the SQLSTATE is on its cause.
    const cause = error.cause as { code?: string; constraint?: string } | undefined;
    const sqlState = cause?.code ?? error.code;
    const pg = pgStatus(sqlState);
    if (pg) {
      request.log.info({ err: error }, 'database refused the input');
      const named = cause?.constraint ? CONSTRAINTS[cause.constraint] : undefined;
      const field = named?.field && {
        [named.field]: FIELD_MESSAGE[cause!.constraint!] ?? named.message,
      };
      return answer(pg[0], named?.message ?? pg[1], field || undefined);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return answer(500, msg('internal_error'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      const known = error.code ? FASTIFY_CODES[error.code] : undefined;
      return answer(status, known ?? BY_STATUS[status] ?? msg('request_refused'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(500, msg('internal_error'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
