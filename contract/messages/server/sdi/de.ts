import type { SdiKey } from './en';

const sdiDe: Record<SdiKey, string> = {
  'fatturapa.rejected': 'Das SDI würde dieses XML zurückweisen: %{first}',
  'fatturapa.00400':
    'Zeile %{line} hat 0 % MwSt., aber keine Art des Umsatzes (Natura) (SDI-Prüfung 00400)',
  'fatturapa.00401':
    'Zeile %{line} hat %{rate} % MwSt. und eine Umsatzart (Natura %{nature}): eine Umsatzart gibt es nur bei 0 % (SDI-Prüfung 00401)',
  'fatturapa.00429':
    'die MwSt.-Zusammenfassung zu 0 % (DatiRiepilogo) hat keine Umsatzart (Natura) (SDI-Prüfung 00429)',
  'fatturapa.00430':
    'die MwSt.-Zusammenfassung zu %{rate} % (DatiRiepilogo) hat eine Umsatzart (Natura %{nature}): eine Umsatzart gibt es nur bei 0 % (SDI-Prüfung 00430)',
  'fatturapa.00419':
    'der MwSt.-Satz %{rate} % der Zeile %{line} hat keine MwSt.-Zusammenfassung (DatiRiepilogo) (SDI-Prüfung 00419)',
  'fatturapa.00421':
    'die Steuer (Imposta) zu %{rate} % beträgt %{vat}, Bemessungsgrundlage x Satz ergibt aber %{expected} (SDI-Prüfung 00421)',
  'fatturapa.00422':
    'die Bemessungsgrundlage (ImponibileImporto) zu %{rate} % beträgt %{taxable}, ihre Zeilen ergeben aber %{expected} (SDI-Prüfung 00422)',
  'fatturapa.00423':
    'der Betrag der Zeile %{line} (PrezzoTotale) ist %{total}, Menge x Preis abzüglich Rabatt ergibt aber %{expected} (SDI-Prüfung 00423)',
  'fatturapa.00425':
    'die Belegnummer (Numero) „%{number}“ enthält keine Ziffer (SDI-Prüfung 00425)',
  'fatturapa.00443':
    'die MwSt.-Zusammenfassung zu %{rate} % (DatiRiepilogo) hat keine Zeile mit diesem Satz (SDI-Prüfung 00443)',
  'fatturapa.00444':
    'die Umsatzart %{nature} (Natura) muss in den Zeilen und in der MwSt.-Zusammenfassung stehen (SDI-Prüfung 00444)',
  'fatturapa.00445':
    'die allgemeine Umsatzart %{nature} (Natura) wird seit 2021 nicht mehr angenommen: wählen Sie einen ihrer Untercodes (SDI-Prüfung 00445)',
  'fatturapa.00417':
    'der Kunde hat weder USt-IdNr. noch Steuernummer (IdFiscaleIVA, CodiceFiscale) (SDI-Prüfung 00417)',
  'fatturapa.00418':
    'das Belegdatum liegt vor dem %{date}, dem Datum der korrigierten Rechnung %{number} (DatiFattureCollegate): eine Gutschrift kann nicht vor ihrer Rechnung liegen (SDI-Prüfung 00418)',
  'fatturapa.00471':
    'der Kunde hat die USt-IdNr. des eigenen Unternehmens (IdFiscaleIVA): eine Rechnung an sich selbst ist nicht zulässig (SDI-Prüfung 00471)',
  'fatturapa.regime':
    'dem Steuerprofil des Unternehmens fehlt die Steuerregelung (RegimeFiscale): tragen Sie sie im Unternehmensprofil ein',
  'fatturapa.recipient':
    'der Kunde hat keinen gültigen Empfängercode (CodiceDestinatario): tragen Sie seinen SDI-Code (7 Zeichen) oder seine PEC ein',
  'fatturapa.office_code':
    'der Kunde ist eine öffentliche Verwaltung ohne Amtscode (CodiceDestinatario, FPA12): die 6 Zeichen aus dem IPA-Verzeichnis als SDI-Code eingeben (SDI-Prüfung 00427)',
  'fatturapa.cig': 'der CIG %{cig} ist ungültig (CodiceCIG): er hat 10 Buchstaben oder Ziffern',
  'fatturapa.cup': 'der CUP %{cup} ist ungültig (CodiceCUP): er hat 15 Buchstaben oder Ziffern',
  'fatturapa.seller_field':
    'dem Steuerprofil des Unternehmens fehlt ein gültiger Wert für: %{element}',
  'fatturapa.buyer_field': 'dem Kunden fehlt ein gültiger Wert für: %{element}',
  'fatturapa.too_large':
    'Zeile %{line}: %{element} ist zu groß für das XML (höchstens 11 Stellen vor dem Komma)',
  'fatturapa.total_too_large':
    '%{element} des Belegs ist zu groß für das XML (höchstens 11 Stellen vor dem Komma)',
  'fatturapa.too_many_lines': 'das XML erlaubt höchstens %{max} Zeilen; dieser Beleg hat %{count}',
  'fatturapa.description': 'Zeile %{line} hat keine Beschreibung (Descrizione)',
  'fatturapa.not_fiscal':
    'Angebote und Aufträge haben keine E-Rechnung: das XML gibt es für Rechnungen, Gutschriften und Lastschriften',
  'fatturapa.draft':
    'das Dokument ist ein Entwurf: stellen Sie es aus (endgültige Nummer und Datum), bevor Sie sein XML erzeugen',
  'sdi.correction_date':
    'Ein abgelehntes Dokument wird unter seiner Nummer berichtigt: sein Datum muss zwischen %{from} und %{to} bleiben (die Daten folgen den Nummern der Serie, und nicht nach heute)',
  'sdi.progressive_exhausted': 'Die SDI-Versandnummern des Unternehmens sind aufgebraucht (ZZZZZ)',
  'sdi.export_refused': '%{document} kann nicht gesendet werden: %{reason}',
  'sdi.nothing_to_send':
    'Keine Rechnung oder Note an das SDI zu senden mit Datum vom %{from} bis %{to}',
  'sdi.too_many_to_send':
    'Mehr als %{max} Dokumente im Zeitraum zu senden: wählen Sie einen kürzeren Zeitraum',
  'sdi.receipt_too_large': 'Zu groß für eine SDI-Quittung (höchstens %{max} kB)',
  'sdi.receipt_unreadable': 'Die Datei ist nicht lesbar: keine gültige XML- oder Zip-Datei',
  'sdi.receipt_not_sdi':
    'Keine SDI-Quittung (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna, NotificaEsito, AttestazioneTrasmissioneFattura) oder ohne NomeFile',
  'sdi.receipt_unknown_file':
    'Kein Dokument des Unternehmens wurde unter dem Dateinamen %{file} gesendet (oder es wurde unter einem anderen Namen erneut gesendet)',
  'sdi.receipt_updated': '%{document}: SDI-Status jetzt „%{status}“',
  'sdi.receipt_unchanged': '%{document}: SDI-Status „%{status}“ bereits erfasst: keine Änderung',
  'sdi.receipt_refused': '%{document} hat den SDI-Status „%{status}“: %{kind} ist nicht anwendbar',
  'sdi.too_many_receipts': 'Zu viele Quittungen in einem Upload: höchstens %{max}',
  'sdi.not_rejected':
    '%{document} wurde vom SDI nicht abgelehnt: nur ein abgelehntes Dokument wird erneut gesendet; die anderen werden mit einer Gutschrift korrigiert',
};

export default sdiDe;
