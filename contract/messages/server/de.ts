import { NO_ACTIVE_COMPANY } from '../../common';
import type { ServerCatalogue } from './en';
import ddtDe from './ddt/de';
import deferredDe from './deferred/de';
import fatturapaDe from './fatturapa/de';
import destinationsDe from './destinations/de';
import importDe from './import/de';

const de: ServerCatalogue = {
  ...fatturapaDe,
  ...ddtDe,
  ...deferredDe,
  ...destinationsDe,
  ...importDe,
  invalid_input: 'Ungültige Eingabe: bitte die markierten Felder prüfen',
  bad_request: 'Die Anfrage ist ungültig',
  malformed_form_data: 'Die Formulardaten sind beschädigt: bitte erneut senden',
  unsupported_media_type: 'Dieser Inhaltstyp wird nicht unterstützt',
  body_too_large: 'Die Anfrage ist zu groß',
  file_too_large: 'Die Datei ist zu groß',
  too_many_parts: 'Das Formular hat zu viele Felder oder Dateien',
  too_many_requests: 'Zu viele Anfragen: bitte in %{seconds} Sekunden erneut versuchen',
  route_not_found: 'Nicht gefunden: %{method} %{path}',
  not_found: 'Nicht gefunden',
  forbidden: 'Sie sind dazu nicht berechtigt',
  method_not_allowed: 'Dieser Vorgang ist hier nicht erlaubt',
  conflict: 'Die Anfrage steht im Widerspruch zu den aktuellen Daten',
  request_refused: 'Die Anfrage wurde abgelehnt',
  internal_error: 'Interner Serverfehler: das Problem wurde protokolliert',
  unauthorized: 'Sie sind nicht angemeldet oder Ihre Sitzung ist abgelaufen: bitte neu anmelden',
  invalid_credentials: 'E-Mail-Adresse oder Passwort ungültig',
  too_many_sign_ins:
    'Zu viele fehlgeschlagene Anmeldeversuche: bitte in %{seconds} Sekunden erneut versuchen',
  signed_out: 'Abgemeldet',
  no_active_company: NO_ACTIVE_COMPANY,
  company_not_found: 'Unternehmen nicht gefunden, oder Sie gehören nicht zu seinen Benutzern',
  company_changed:
    'Dieser Tab arbeitete für %{from}, aber inzwischen ist %{to} das aktive Unternehmen geworden (in einem anderen Tab). Es wurde nichts gespeichert.',
  company_changed_unknown:
    'Das aktive Unternehmen ist %{to}, aber dieser Tab arbeitete für ein anderes Unternehmen. Es wurde nichts gespeichert.',
  'not_found.article': 'Artikel nicht gefunden',
  'not_found.customer': 'Kunde nicht gefunden',
  'not_found.general_reg': 'Stammdatensatz nicht gefunden',
  'not_found.record': 'Datensatz nicht gefunden: vielleicht wurde er gelöscht',
  'not_found.price': 'Preis nicht gefunden',
  'not_found.customer_article': 'Kundenartikel nicht gefunden',
  'not_found.document': 'Beleg nicht gefunden',
  'not_found.row': 'Zeile nicht gefunden',
  'not_found.shipping_list': 'Versandliste nicht gefunden',
  'not_found.shipping_item': 'Position der Versandliste nicht gefunden',
  'not_found.labels': 'Etiketten nicht gefunden: %{ids}',
  stale_version:
    '%{what}: inzwischen hat jemand anderes Version %{current} gespeichert (Sie haben Version %{edited} bearbeitet). Laden Sie neu und übernehmen Sie Ihre Änderungen erneut',
  document_ref: '%{type} %{number}/%{year}',
  document_draft_ref: '%{type} (Entwurf)',
  'db.invalid_value': 'Ein Wert ist ungültig',
  'db.value_too_long': 'Ein Text ist zu lang',
  'db.invalid_text': 'Ein Text enthält Zeichen, die nicht gespeichert werden können',
  'db.number_out_of_range': 'Eine Zahl liegt außerhalb des zulässigen Bereichs',
  'db.invalid_date': 'Ein Datum ist ungültig',
  'db.duplicate': 'Ein Datensatz mit denselben Daten existiert bereits',
  'db.referenced':
    'Der Datensatz wird von anderen Datensätzen verwendet und kann nicht gelöscht werden',
  'db.concurrent': 'Jemand anderes hat den Datensatz gleichzeitig geändert: bitte erneut versuchen',
  'db.customer_in_use': 'Der Kunde wird in Belegen verwendet und kann nicht gelöscht werden',
  'db.article_in_use': 'Der Artikel wird in Belegzeilen verwendet und kann nicht gelöscht werden',
  'db.document_referenced':
    'Auf den Beleg verweist ein anderer Beleg: er kann nicht gelöscht werden',
  'db.row_on_shipping_list':
    'Die Zeile steht auf einer Versandliste: entfernen Sie sie zuerst dort (Zeilen einer bestätigten Liste bleiben)',
  'unique.article_code': 'Ein Artikel mit dieser Artikelnummer existiert bereits',
  'unique.registry_code': 'Ein Kunde mit dieser Stammdatennummer existiert bereits',
  'unique.customer_general_reg': 'Dieser Stammdatensatz ist bereits ein Kunde',
  'unique.customer_article': 'Der Kunde hat bereits eine Nummer für diesen Artikel',
  'unique.document_number': 'Ein Beleg dieser Art hat in diesem Jahr bereits diese Nummer',
  'unique.code_taken': 'Nummer bereits vergeben',
  'unique.taken': 'Ein anderer Datensatz hat bereits diesen Wert: ändere das markierte Feld',
  'unique.value_taken': 'Wert bereits vergeben',
  article_in_use:
    'Der Artikel %{code} wird von %{prices} Kundenpreisen und %{codes} Kundenartikeln verwendet: entfernen Sie diese zuerst oder setzen Sie ihn auf eingestellt',
  image_too_large: 'Das Bild ist zu groß (höchstens %{megabytes} MB)',
  image_type: 'Die Datei ist kein PNG-, JPEG-, WebP- oder GIF-Bild',
  'configurator.row_without_article':
    'Die Zeile hat keinen Artikel: nur die Zeile eines konfigurierbaren Artikels kann konfiguriert werden',
  'configurator.not_configurable':
    'Der Artikel %{code} hat keine Konfiguration: legen Sie zuerst seine Optionen am Artikel fest',
  'configurator.cannot_price':
    'Mit der Konfiguration des Artikels lässt sich der Preis der Zeile nicht berechnen: %{reason}',
  'configurator.invalid_values': 'Einige Konfigurationswerte sind ungültig',
  'configurator.value_missing': 'Ein für den Preis nötiger Wert fehlt',
  'configurator.beyond_table': '%{key} %{value} liegt außerhalb der Preistabelle (bis %{last})',
  'configurator.table_incomplete': 'Die Preistabelle ist unvollständig',
  'configurator.definition_incomplete': 'Der Konfiguration fehlt, was ihre Preisart braucht',
  'configurator.formula_failed': 'Die Preisformel lässt sich mit diesen Werten nicht berechnen',
  'configurator.formula_division_by_zero': 'Die Preisformel teilt mit diesen Werten durch null',
  'configurator.negative_price': 'Der berechnete Preis ist negativ (%{price})',
  'import.unsupported_file':
    'Nicht unterstützter Dateityp: laden Sie eine Tabelle (.xlsx) oder eine CSV-Datei hoch',
  'import.damaged_xlsx': 'Die Tabellendatei ist beschädigt oder keine .xlsx-Datei',
  'import.too_many_rows':
    'Die Datei hat mehr als %{max} Zeilen: teilen Sie sie in kleinere Dateien auf',
  'import.no_rows': 'Die Datei hat keine Zeilen unter der Kopfzeile',
  'import.rows_with_errors':
    '%{count} Zeilen sind fehlerhaft: nichts wurde importiert. Korrigieren Sie sie und importieren Sie die Datei erneut',
  'import.row_field': 'Zeile %{line}: %{field}',
  'import.too_large_unpacked':
    'Entpackt wäre die Tabelle größer als %{max} MB: teilen Sie sie in kleinere Dateien auf',
  'import.too_many_entries':
    'Die Tabelle hat mehr als %{max} Teile: das ist keine normale .xlsx-Datei',
  'import.compression_ratio':
    'Die Tabelle ist stärker als %{max} zu 1 komprimiert: das ist keine normale .xlsx-Datei',
  'import.too_many_columns':
    'Die Datei hat Werte in mehr als %{max} Spalten: behalten Sie nur die zu importierenden Spalten',
  'import.too_many_cells':
    'Die Datei hat mehr als %{max} Zellen: teilen Sie sie in kleinere Dateien auf',
  'import.field_too_long': 'Die Datei enthält einen Wert mit mehr als %{max} Zeichen',
  'import.row_too_long': 'Zeile %{line} ist länger als %{max} Zeichen',
  'import.too_many_strings':
    'Die Tabelle hat mehr als %{max} verschiedene Texte: teilen Sie sie in kleinere Dateien auf',
  'import.xml_piece':
    'Die Tabelle enthält ein Tag oder einen Text mit mehr als %{max} Zeichen: das ist keine normale .xlsx-Datei',
  'import.xml_too_deep':
    'Die Tabelle verschachtelt ihre Elemente tiefer als %{max} Ebenen: das ist keine normale .xlsx-Datei',
  'documents.transition':
    'Ein Beleg kann nicht von „%{from}“ zu „%{to}“ wechseln: möglich ist nur %{allowed}',
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
  'documents.already_invoiced': '%{document} wurde bereits mit %{invoice} fakturiert',
  'documents.row_shipped_quantity':
    '%{quantity} dieser Zeile stehen auf Versandlisten: die Menge darf nicht kleiner sein',
  'documents.overdue_derived':
    '„Überfällig“ wird nicht von Hand gesetzt: Ein Beleg ist überfällig, wenn er nicht bezahlt und seine erste Fälligkeit verstrichen ist',
  'shipping.list_ref': 'Versandliste %{number}/%{year}',
  'shipping.open_list_ref': 'Die offene Versandliste %{id}',
  'shipping.already_confirmed': '%{list} ist bereits bestätigt',
  'shipping.nothing_to_confirm': '%{list} hat keine Positionen: es gibt nichts zu bestätigen',
  'shipping.items_without_label':
    'Jede Position braucht vor der Bestätigung ein Etikett: die Positionen %{ids} haben keines (oder ein storniertes)',
  'shipping.read_only':
    '%{list} ist bestätigt und schreibgeschützt: sie kann nicht geändert werden',
  'shipping.only_order_rows': 'Nur Zeilen von Aufträgen können versandt werden',
  'shipping.order_closed': 'Die Zeile gehört zu %{order}, der versandt oder storniert ist',
  'shipping.row_not_shippable':
    'Die Zeile von %{order} ist „%{status}“: nur Zeilen „%{ready}“ oder „%{packed}“ können versandt werden',
  'shipping.quantity_exceeded':
    'Die Menge %{wanted} übersteigt, was von der Zeile noch zu versenden ist: %{left} von %{total} (%{allocated} bereits auf Versandlisten)',
  'labels.transition':
    'Das Etikett %{id} kann nicht von „%{from}“ zu „%{to}“ wechseln: möglich ist nur %{allowed}',
  'labels.transition_final':
    'Das Etikett %{id} kann nicht von „%{from}“ zu „%{to}“ wechseln: der Status ist endgültig',
  'labels.confirmed_list':
    'Das Etikett %{id} gehört zur bestätigten Versandliste %{number}/%{year}: es kann nicht storniert werden',
  'labels.voided_not_printable':
    'Die Etiketten %{ids} sind storniert und können nicht gedruckt werden: erstellen Sie ein neues Etikett für die Position',
  'labels.item_has_label':
    'Die Position hat bereits das Etikett %{id} („%{status}“): stornieren Sie es zuerst, um es zu ersetzen',
  refusals: '%{first}; %{rest}',
  'sdi.correction_date':
    'Ein vom SDI abgelehntes Dokument wird korrigiert und mit derselben Nummer und demselben Datum erneut gesendet: das Datum kann sich nicht ändern',
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

export default de;
