import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The PDF itself (binary, `application/pdf`): a Buffer is sent as it is, never serialised. */
export const pdfResponse = z.any().describe('application/pdf');

/** Answers with a PDF shown in the browser, saved under `filename` (any characters). */
export function sendPdf(reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .send(pdf);
}
