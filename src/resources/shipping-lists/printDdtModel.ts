import { DOCUMENT_LANGUAGES } from '../../../contract/enums';

/** A DDT's PDF language: the customer's own (the server's default), or one of the five. */
export type DdtPdfChoice = (typeof DOCUMENT_LANGUAGES)[number] | 'customer';
export const DDT_PDF_CHOICES: DdtPdfChoice[] = ['customer', ...DOCUMENT_LANGUAGES];
