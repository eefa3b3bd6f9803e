import type { FatturapaKey } from './en';

const fatturapaIt: Record<FatturapaKey, string> = {
  'fatturapa.rejected': 'Lo SDI scarterebbe questo XML: %{first}',
  'fatturapa.00400':
    'la riga %{line} ha IVA 0 % ma nessuna natura dell’operazione (Natura) (controllo SDI 00400)',
  'fatturapa.00401':
    'la riga %{line} ha IVA %{rate} % e una natura (Natura %{nature}): la natura va solo con lo 0 % (controllo SDI 00401)',
  'fatturapa.00429':
    'il riepilogo IVA 0 % (DatiRiepilogo) non ha la natura (Natura) (controllo SDI 00429)',
  'fatturapa.00430':
    'il riepilogo IVA %{rate} % (DatiRiepilogo) ha una natura (Natura %{nature}): la natura va solo con lo 0 % (controllo SDI 00430)',
  'fatturapa.00419':
    'l’aliquota %{rate} % della riga %{line} non ha un riepilogo IVA (DatiRiepilogo) (controllo SDI 00419)',
  'fatturapa.00421':
    'l’imposta (Imposta) al %{rate} % è %{vat}, ma imponibile x aliquota fa %{expected} (controllo SDI 00421)',
  'fatturapa.00422':
    'l’imponibile (ImponibileImporto) al %{rate} % è %{taxable}, ma le sue righe sommano %{expected} (controllo SDI 00422)',
  'fatturapa.00423':
    'il totale della riga %{line} (PrezzoTotale) è %{total}, ma quantità x prezzo meno sconto fa %{expected} (controllo SDI 00423)',
  'fatturapa.00425':
    'il numero del documento (Numero) «%{number}» non contiene cifre (controllo SDI 00425)',
  'fatturapa.00443':
    'il riepilogo IVA %{rate} % (DatiRiepilogo) non ha righe con quell’aliquota (controllo SDI 00443)',
  'fatturapa.00444':
    'la natura %{nature} (Natura) deve essere sia nelle righe sia nel riepilogo IVA (controllo SDI 00444)',
  'fatturapa.00445':
    'la natura generica %{nature} (Natura) non è più ammessa dal 2021: scegli uno dei suoi codici di dettaglio (controllo SDI 00445)',
  'fatturapa.00417':
    'il cliente non ha né partita IVA né codice fiscale (IdFiscaleIVA, CodiceFiscale) (controllo SDI 00417)',
  'fatturapa.regime':
    'il profilo fiscale dell’azienda non ha il regime fiscale (RegimeFiscale): impostalo nel profilo aziendale',
  'fatturapa.recipient':
    'il cliente non ha un codice destinatario valido (CodiceDestinatario): imposta il codice SDI (7 caratteri) o la PEC',
  'fatturapa.seller_field':
    'al profilo fiscale dell’azienda manca un valore valido per: %{element}',
  'fatturapa.buyer_field': 'al cliente manca un valore valido per: %{element}',
  'fatturapa.too_large':
    'riga %{line}: %{element} è troppo grande per l’XML (al massimo 11 cifre prima della virgola)',
  'fatturapa.total_too_large':
    '%{element} del documento è troppo grande per l’XML (al massimo 11 cifre prima della virgola)',
  'fatturapa.too_many_lines':
    'l’XML ammette al massimo %{max} righe; questo documento ne ha %{count}',
  'fatturapa.description': 'la riga %{line} non ha descrizione (Descrizione)',
  'fatturapa.not_fiscal':
    'un ordine non ha fattura elettronica: l’XML si genera per fatture, note di credito e note di debito',
  'fatturapa.draft':
    'il documento è una bozza: emettilo (numero e data definitivi) prima di generarne l’XML',
};

export default fatturapaIt;
