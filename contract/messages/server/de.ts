import { NO_ACTIVE_COMPANY } from '../../constants';
import type { ServerCatalogue } from './en';
import shippingListsDe from './shipping-lists/de';
import deferredInvoicesDe from './deferred-invoices/de';
import sdiDe from './sdi/de';
import articlesDe from './articles/de';
import destinationsDe from './destinations/de';
import lettersOfIntentDe from './letters-of-intent/de';
import collectionsDe from './collections/de';
import configuratorDe from './configurator/de';
import documentsDe from './documents/de';
import membersDe from './members/de';
import stockDe from './stock/de';

const de: ServerCatalogue = {
  ...shippingListsDe,
  ...deferredInvoicesDe,
  ...sdiDe,
  ...articlesDe,
  ...destinationsDe,
  ...lettersOfIntentDe,
  ...collectionsDe,
  ...configuratorDe,
  ...documentsDe,
  ...membersDe,
  ...stockDe,
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
  'request.in_progress': 'Dieser Vorgang läuft bereits: Warten Sie auf seine Antwort',
  request_refused: 'Die Anfrage wurde abgelehnt',
  internal_error: 'Interner Serverfehler: das Problem wurde protokolliert',
  forbidden_role:
    'Ihre Rolle (%{role}) erlaubt das nicht: wenden Sie sich an einen Inhaber des Unternehmens',
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
  'db.carrier_in_use':
    'Der Spediteur ist in Versandlisten angegeben: wählen Sie dort einen anderen, bevor Sie ihn löschen',
  'db.payment_term_customers':
    'Diese Zahlungsbedingungen sind Kunden zugewiesen: weisen Sie diesen Kunden andere zu, bevor Sie sie löschen',
  'db.payment_term_documents':
    'Diese Zahlungsbedingungen werden in Belegen verwendet und können nicht gelöscht werden',
  'db.general_reg_customer': 'Dieser Stammdatensatz ist ein Kunde: löschen Sie zuerst den Kunden',
  'db.article_customer_codes':
    'Der Artikel hat kundeneigene Codes oder Preise: löschen Sie diese, bevor Sie den Artikel löschen',
  'db.destination_in_use':
    'Die Lieferadresse wird in Belegen oder Versandlisten verwendet und kann nicht gelöscht werden',
  'db.article_in_use': 'Der Artikel wird in Belegzeilen verwendet und kann nicht gelöscht werden',
  'db.document_referenced':
    'Auf den Beleg verweist ein anderer Beleg: er kann nicht gelöscht werden',
  'db.row_on_shipping_list':
    'Die Zeile steht auf einer Versandliste: entfernen Sie sie zuerst dort (Zeilen einer bestätigten Liste bleiben)',
  'unique.article_code': 'Ein Artikel mit dieser Artikelnummer existiert bereits',
  'unique.registry_code': 'Ein Kunde mit dieser Stammdatennummer existiert bereits',
  'unique.customer_general_reg': 'Dieser Stammdatensatz ist bereits ein Kunde',
  'ambiguous.article_price':
    'Die Preisliste „%{list}“ hat bereits einen Preis ab %{quantity} Stück: diesen ändern oder eine andere Mindestmenge wählen',
  'ambiguous.customer_price':
    'Dieser Kunde hat für %{article} bereits einen Preis ab %{quantity} Stück im selben Zeitraum: diesen ändern oder Daten angeben, die sich nicht überschneiden',
  'ambiguous.customer_code':
    'Der Code „%{code}“ bezeichnet für diesen Kunden bereits %{article}: ein Kundencode kann nur einen Artikel bezeichnen',
  'unique.customer_article': 'Der Kunde hat bereits eine Nummer für diesen Artikel',
  'unique.document_number': 'Ein Beleg dieser Art hat in diesem Jahr bereits diese Nummer',
  'unique.code_taken': 'Nummer bereits vergeben',
  'unique.taken': 'Ein anderer Datensatz hat bereits diesen Wert: ändere das markierte Feld',
  'unique.value_taken': 'Wert bereits vergeben',
  article_in_use:
    'Der Artikel %{code} wird von %{prices} Kundenpreisen und %{codes} Kundenartikeln verwendet: entfernen Sie diese zuerst oder setzen Sie ihn auf eingestellt',
  image_too_large: 'Das Bild ist zu groß (höchstens %{megabytes} MB)',
  image_type: 'Die Datei ist kein PNG-, JPEG-, WebP- oder GIF-Bild',
  refusals: '%{first}; %{rest}',
};

export default de;
