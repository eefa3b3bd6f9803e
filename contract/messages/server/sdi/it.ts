import type { SdiKey } from './en';

const sdiIt: Record<SdiKey, string> = {
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
  'fatturapa.00418':
    'la data del documento è anteriore al %{date}, data della fattura %{number} che corregge (DatiFattureCollegate): una nota non può precedere la sua fattura (controllo SDI 00418)',
  'fatturapa.00471':
    'il cliente ha la stessa partita IVA dell’azienda (IdFiscaleIVA): una fattura non può essere emessa a sé stessi (controllo SDI 00471)',
  'fatturapa.regime':
    'il profilo fiscale dell’azienda non ha il regime fiscale (RegimeFiscale): impostalo nel profilo aziendale',
  'fatturapa.recipient':
    'il cliente non ha un codice destinatario valido (CodiceDestinatario): imposta il codice SDI (7 caratteri) o la PEC',
  'fatturapa.office_code':
    "il cliente è una pubblica amministrazione senza codice univoco ufficio (CodiceDestinatario, FPA12): scrivi nel codice SDI i 6 caratteri dell'Indice PA (controllo SDI 00427)",
  'fatturapa.cig': 'il CIG %{cig} non è valido (CodiceCIG): ha 10 caratteri alfanumerici',
  'fatturapa.cup': 'il CUP %{cup} non è valido (CodiceCUP): ha 15 caratteri alfanumerici',
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
    'preventivi e ordini non hanno fattura elettronica: l’XML si genera per fatture, note di credito e note di debito',
  'fatturapa.draft':
    'il documento è una bozza: emettilo (numero e data definitivi) prima di generarne l’XML',
  'sdi.correction_date':
    'Un documento scartato si corregge con il suo numero: la data deve restare tra il %{from} e il %{to} (le date seguono i numeri della serie, e non oltre oggi)',
  'sdi.progressive_exhausted': "I progressivi di invio SDI dell'azienda sono esauriti (ZZZZZ)",
  'sdi.export_refused': '%{document} non si può inviare: %{reason}',
  'sdi.nothing_to_send': 'Nessuna fattura o nota da inviare allo SDI con data dal %{from} al %{to}',
  'sdi.too_many_to_send':
    'Più di %{max} documenti da inviare nel periodo: scegli un periodo più breve',
  'sdi.receipt_too_large': 'Troppo grande per una ricevuta SDI (al massimo %{max} kB)',
  'sdi.receipt_unreadable': 'Il file non si legge: non è un XML o uno zip valido',
  'sdi.receipt_not_sdi':
    'Non è una ricevuta SDI (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna, NotificaEsito, AttestazioneTrasmissioneFattura) o non indica il NomeFile',
  'sdi.receipt_unknown_file':
    "Nessun documento dell'azienda è stato inviato con il nome file %{file} (o è stato reinviato con un altro nome)",
  'sdi.receipt_updated': '%{document}: stato SDI ora «%{status}»',
  'sdi.receipt_unchanged': '%{document}: stato SDI «%{status}», già registrato: nulla cambia',
  'sdi.receipt_refused': '%{document} è nello stato SDI «%{status}»: la %{kind} non si applica',
  'sdi.too_many_receipts': 'Troppe ricevute in un solo caricamento: al massimo %{max}',
  'sdi.not_rejected':
    '%{document} non è stato scartato dallo SDI: si reinvia solo un documento scartato; gli altri si correggono con una nota di credito',
};

export default sdiIt;
