/**
 * The SDI side's messages: why the SDI would reject a document's XML (FatturaPA checks), the period's files and the receipts. Spread into the server catalogue of each
 * language (`../<lang>.ts`); English is the reference key set.
 */
const sdiEn = {
  'fatturapa.rejected': 'The SDI would reject this XML: %{first}',
  'fatturapa.00400':
    'line %{line} has 0 % VAT but no nature of the transaction (Natura) (SDI check 00400)',
  'fatturapa.00401':
    'line %{line} has %{rate} % VAT and a nature (Natura %{nature}): a nature goes only with 0 % (SDI check 00401)',
  'fatturapa.00429': 'the 0 % VAT summary (DatiRiepilogo) has no nature (Natura) (SDI check 00429)',
  'fatturapa.00430':
    'the %{rate} % VAT summary (DatiRiepilogo) has a nature (Natura %{nature}): a nature goes only with 0 % (SDI check 00430)',
  'fatturapa.00419':
    'the VAT rate %{rate} % of line %{line} has no VAT summary (DatiRiepilogo) (SDI check 00419)',
  'fatturapa.00421':
    'the VAT (Imposta) at %{rate} % is %{vat}, but taxable amount x rate is %{expected} (SDI check 00421)',
  'fatturapa.00422':
    'the taxable amount (ImponibileImporto) at %{rate} % is %{taxable}, but its lines add up to %{expected} (SDI check 00422)',
  'fatturapa.00423':
    'the total of line %{line} (PrezzoTotale) is %{total}, but quantity x price less discount is %{expected} (SDI check 00423)',
  'fatturapa.00425': 'the document number (Numero) "%{number}" contains no digit (SDI check 00425)',
  'fatturapa.00443':
    'the %{rate} % VAT summary (DatiRiepilogo) has no line with that rate (SDI check 00443)',
  'fatturapa.00444':
    'the nature %{nature} (Natura) must be on both the lines and the VAT summary (SDI check 00444)',
  'fatturapa.00445':
    'the generic nature %{nature} (Natura) is no longer accepted since 2021: choose one of its detailed codes (SDI check 00445)',
  'fatturapa.00417':
    'the customer has neither a VAT number nor a tax code (IdFiscaleIVA, CodiceFiscale) (SDI check 00417)',
  'fatturapa.00418':
    'the document date is before %{date}, the date of invoice %{number} it corrects (DatiFattureCollegate): a note cannot predate its invoice (SDI check 00418)',
  'fatturapa.00471':
    'the customer has the company’s own VAT number (IdFiscaleIVA): an invoice cannot be issued to oneself (SDI check 00471)',
  'fatturapa.regime':
    'the company fiscal profile has no tax regime (RegimeFiscale): set it in the company profile',
  'fatturapa.recipient':
    'the customer has no valid recipient code (CodiceDestinatario): set its SDI code (7 characters) or its PEC',
  'fatturapa.office_code':
    'the customer is a public administration without an office code (CodiceDestinatario, FPA12): enter the 6 characters of the IPA index as its SDI code (SDI check 00427)',
  'fatturapa.cig': 'the CIG %{cig} is not valid (CodiceCIG): it has 10 letters or digits',
  'fatturapa.cup': 'the CUP %{cup} is not valid (CodiceCUP): it has 15 letters or digits',
  'fatturapa.seller_field': 'the company fiscal profile lacks a valid value for: %{element}',
  'fatturapa.buyer_field': 'the customer lacks a valid value for: %{element}',
  'fatturapa.too_large':
    'line %{line}: %{element} is too large for the XML (at most 11 digits before the decimal point)',
  'fatturapa.total_too_large':
    'the document’s %{element} is too large for the XML (at most 11 digits before the decimal point)',
  'fatturapa.too_many_lines': 'the XML takes at most %{max} lines; this document has %{count}',
  'fatturapa.description': 'line %{line} has no description (Descrizione)',
  'fatturapa.not_fiscal':
    'quotes and orders have no e-invoice: the XML is made for invoices, credit notes and debit notes',
  'fatturapa.draft':
    'the document is a draft: issue it (final number and date) before making its XML',
  'sdi.correction_date':
    "A rejected document is corrected under its number: its date must stay between %{from} and %{to} (dates follow the series' numbers, and not after today)",
  'sdi.progressive_exhausted': "The company's SDI sending progressives are used up (ZZZZZ)",
  'sdi.export_refused': '%{document} cannot be sent: %{reason}',
  'sdi.nothing_to_send': 'No invoice or note to send to the SDI dated from %{from} to %{to}',
  'sdi.too_many_to_send':
    'More than %{max} documents to send in the period: choose a shorter period',
  'sdi.receipt_too_large': 'Too large for an SDI receipt (at most %{max} kB)',
  'sdi.receipt_unreadable': 'The file cannot be read: it is not a valid XML or zip file',
  'sdi.receipt_not_sdi':
    'Not an SDI receipt (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna, NotificaEsito, AttestazioneTrasmissioneFattura), or it names no NomeFile',
  'sdi.receipt_unknown_file':
    'No document of the company was sent with the file name %{file} (or it was sent again under another name)',
  'sdi.receipt_updated': '%{document}: SDI state now “%{status}”',
  'sdi.receipt_unchanged': '%{document}: SDI state “%{status}”, already recorded: nothing changes',
  'sdi.receipt_refused': '%{document} is in SDI state “%{status}”: the %{kind} does not apply',
  'sdi.too_many_receipts': 'Too many receipts in one upload: at most %{max}',
  'sdi.not_rejected':
    '%{document} was not rejected by the SDI: only a rejected document is sent again; the others are corrected with a credit note',
} as const;

export default sdiEn;
export type SdiKey = keyof typeof sdiEn;
