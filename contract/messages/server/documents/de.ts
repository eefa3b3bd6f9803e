import type { DocumentsKey } from './en';

const documentsDe: Record<DocumentsKey, string> = {
  'documents.transition':
    'Ein Beleg kann nicht von „%{from}“ zu „%{to}“ wechseln: möglich ist nur %{allowed}',
  'documents.status_from_payments':
    'Der Zahlungsstatus folgt den Zahlungseingängen: erfasse den Zahlungseingang unter „Zahlungseingänge“ (oder storniere einen), statt ihn zu ändern',
  'documents.transition_final':
    'Ein Beleg kann nicht von „%{from}“ zu „%{to}“ wechseln: der Status ist endgültig',
  'documents.date_in_year':
    'Das Datum muss in %{year} bleiben: die Nummer %{number}/%{year} gehört zu diesem Jahr',
  'documents.issued_locked':
    '%{document} ist ausgestellt: der Beleg kann nicht mehr geändert oder gelöscht werden (nur sein Zahlungsstatus). Zur Korrektur stellen Sie eine Gutschrift aus',
  'documents.already_issued': '%{document} ist bereits ausgestellt',
  'documents.not_issuable':
    '%{document} ist ein Auftrag: ausgestellt werden nur Rechnungen, Gutschriften und Belastungsanzeigen',
  'documents.issue_no_rows':
    '%{document} hat keine Zeilen: fügen Sie vor dem Ausstellen mindestens eine hinzu',
  'documents.issue_date_before':
    'Das Datum darf nicht vor dem %{date} liegen, dem Datum von %{last}: die Nummern müssen den Daten folgen',
  'documents.issue_date_future': 'Das Datum darf nicht nach heute (%{today}) liegen',
  'documents.invoice_draft':
    'Die Rechnung ist ein Entwurf: stellen Sie sie aus, bevor Sie eine Gutschrift dazu erstellen',
  'documents.referenced': 'Auf %{document} verweist %{other}: löschen Sie zuerst diesen Beleg',
  'documents.not_order':
    '%{document} ist kein Auftrag: nur Aufträge werden in Rechnungen umgewandelt',
  'documents.order_cancelled': '%{document} ist storniert: er kann nicht fakturiert werden',
  'documents.not_invoice':
    '%{document} ist keine Rechnung: nur Rechnungen erhalten eine Gutschrift',
  'documents.row_shipped_quantity':
    '%{quantity} dieser Zeile stehen auf Versandlisten: die Menge darf nicht kleiner sein',
  'documents.overdue_derived':
    '„Überfällig“ wird nicht von Hand gesetzt: Ein Beleg ist überfällig, wenn er nicht bezahlt und seine erste Fälligkeit verstrichen ist',
  'documents.row_already_invoiced':
    'Von %{document} ist nichts mehr zu fakturieren: Zeile %{row} (%{description}) wird mit %{invoice} berechnet',
  'documents.left_to_deferred':
    'Was von %{document} noch zu fakturieren ist, steht auf bestätigten Lieferscheinen und bleibt der Sammelrechnung überlassen: wählen Sie, es jetzt mit Verweis auf die Lieferscheine zu fakturieren',
  'documents.nothing_to_invoice': '%{document} hat keine Zeilen zu fakturieren',
  'documents.row_over_order':
    'Von Zeile %{row} von %{order} sind noch %{left} zu fakturieren (%{quantity} bestellt, %{invoiced} mit %{invoice} berechnet): eine größere Menge würde doppelt berechnet',
  'documents.row_invoiced_quantity':
    '%{quantity} dieser Zeile werden mit %{invoice} berechnet: die Menge kann nicht kleiner sein',
  'documents.row_over_ordered':
    'Zeile %{row} von %{order} hat %{quantity} bestellt: eine Rechnung kann nicht mehr davon berechnen',
  'documents.vat_treatment':
    'Zeile %{line} hat %{treatment}, was für %{customer} (%{kind}) nicht gilt: verwende einen MwSt.-Satz oder eine dieser Naturen: %{natures}',
  'documents.vat_treatment_zero':
    'Zeile %{line} hat %{treatment}, was für %{customer} (%{kind}) nicht gilt: diesem Kunden wird keine italienische MwSt. berechnet, verwende 0 % mit einer dieser Naturen: %{natures}',
  'documents.issue_late_immediate':
    '%{document} ist verspätet: datiert %{date}, fällig bis %{deadline}, 12 Tage nach dem Umsatz (Art. 21 Abs. 4 DPR 633/72). Sie kann jetzt ausgestellt werden, aber die Verspätung kann geahndet werden',
  'documents.issue_late_deferred':
    '%{document} ist verspätet: eine Sammelrechnung zu Lieferscheinen vom %{ddt}, fällig bis %{deadline}, dem 15. des Monats nach den Lieferscheinen (Art. 21 Abs. 4 Buchst. a DPR 633/72). Sie kann jetzt ausgestellt werden, aber die Verspätung kann geahndet werden',
  'documents.note_unlinked':
    '%{document} nennt nicht die berichtigte Rechnung: wähle sie unter «Berichtigte Rechnung» oder schreibe, warum sie keine einzelne Rechnung berichtigt (z. B. Jahresendrabatt auf mehrere Rechnungen)',
  'documents.expired_derived':
    '«Abgelaufen» wird nicht von Hand gesetzt: Ein Angebot ist abgelaufen, wenn es ein Entwurf oder gesendet ist und seine Gültigkeit vorbei ist. Zum Verlängern ändere «Gültig bis»',
  'documents.not_quote': '%{document} ist kein Angebot: Nur Angebote werden zu Aufträgen',
  'documents.quote_refused':
    '%{document} wurde abgelehnt: Öffne es wieder (Status «Entwurf»), bevor du daraus einen Auftrag machst',
  'documents.quote_converted':
    '%{document} wurde bereits zu %{order}: Ein Angebot wird nur einmal zum Auftrag',
};

export default documentsDe;
