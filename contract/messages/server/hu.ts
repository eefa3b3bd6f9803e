import { NO_ACTIVE_COMPANY } from '../../constants';
import type { ServerCatalogue } from './en';
import shippingListsHu from './shipping-lists/hu';
import deferredInvoicesHu from './deferred-invoices/hu';
import sdiHu from './sdi/hu';
import articlesHu from './articles/hu';
import destinationsHu from './destinations/hu';
import lettersOfIntentHu from './letters-of-intent/hu';
import collectionsHu from './collections/hu';
import configuratorHu from './configurator/hu';
import documentsHu from './documents/hu';
import membersHu from './members/hu';
import stockHu from './stock/hu';

// Parameters stand alone (after a colon or in parentheses): Hungarian suffixes cannot follow them.
const hu: ServerCatalogue = {
  ...shippingListsHu,
  ...deferredInvoicesHu,
  ...sdiHu,
  ...articlesHu,
  ...destinationsHu,
  ...lettersOfIntentHu,
  ...collectionsHu,
  ...configuratorHu,
  ...documentsHu,
  ...membersHu,
  ...stockHu,
  invalid_input: 'Érvénytelen adatok: ellenőrizze a megjelölt mezőket',
  bad_request: 'A kérés érvénytelen',
  malformed_form_data: 'Az űrlap adatai sérültek: küldje el újra',
  unsupported_media_type: 'Ez a tartalomtípus nem támogatott',
  body_too_large: 'A kérés túl nagy',
  file_too_large: 'A fájl túl nagy',
  too_many_parts: 'Az űrlapon túl sok mező vagy fájl van',
  too_many_requests: 'Túl sok kérés: próbálja újra %{seconds} másodperc múlva',
  route_not_found: 'Nem található: %{method} %{path}',
  not_found: 'Nem található',
  forbidden: 'Ehhez nincs jogosultsága',
  method_not_allowed: 'Ez a művelet itt nem engedélyezett',
  conflict: 'A kérés ütközik a jelenlegi adatokkal',
  'request.in_progress': 'Ez a művelet már folyamatban van: várja meg a válaszát',
  request_refused: 'A kérést elutasítottuk',
  internal_error: 'Belső szerverhiba: a hibát naplóztuk',
  forbidden_role: 'A szerepköre (%{role}) ezt nem engedi: forduljon a cég egyik tulajdonosához',
  unauthorized: 'Nincs bejelentkezve, vagy lejárt a munkamenete: jelentkezzen be újra',
  invalid_credentials: 'Érvénytelen e-mail-cím vagy jelszó',
  too_many_sign_ins:
    'Túl sok sikertelen bejelentkezési kísérlet: próbálja újra %{seconds} másodperc múlva',
  signed_out: 'Kijelentkezett',
  no_active_company: NO_ACTIVE_COMPANY,
  company_not_found: 'A cég nem található, vagy Ön nem tartozik a felhasználói közé',
  company_changed:
    'Ez a lap a következő cégen dolgozott: %{from}; közben egy másik lapon megváltozott az aktív cég (most: %{to}). Semmi sem lett mentve.',
  company_changed_unknown:
    'Az aktív cég: %{to}; ez a lap azonban egy másik cégen dolgozott. Semmi sem lett mentve.',
  'not_found.article': 'A cikk nem található',
  'not_found.customer': 'A vevő nem található',
  'not_found.general_reg': 'A törzsadat nem található',
  'not_found.record': 'A rekord nem található: lehet, hogy törölték',
  'not_found.price': 'Az ár nem található',
  'not_found.customer_article': 'A vevői cikk nem található',
  'not_found.document': 'A bizonylat nem található',
  'not_found.row': 'A sor nem található',
  'not_found.shipping_list': 'A szállítási lista nem található',
  'not_found.shipping_item': 'A szállítási lista tétele nem található',
  'not_found.labels': 'A címkék nem találhatók: %{ids}',
  stale_version:
    '%{what}: időközben valaki más elmentett egy újabb változatot (%{current}. változat; Ön a(z) %{edited}. változatot szerkesztette). Töltse be újra, és alkalmazza ismét a módosításait',
  document_ref: '%{type} %{number}/%{year}',
  document_draft_ref: '%{type} (piszkozat)',
  'db.invalid_value': 'Egy érték érvénytelen',
  'db.value_too_long': 'Egy szöveg túl hosszú',
  'db.invalid_text': 'Egy szöveg olyan karaktereket tartalmaz, amelyek nem menthetők',
  'db.number_out_of_range': 'Egy szám kívül esik a megengedett tartományon',
  'db.invalid_date': 'Egy dátum érvénytelen',
  'db.duplicate': 'Már létezik rekord ugyanezekkel az adatokkal',
  'db.referenced': 'A rekordot más rekordok használják, ezért nem törölhető',
  'db.concurrent': 'Valaki más ugyanekkor módosította a rekordot: próbálja újra',
  'db.customer_in_use': 'A vevő bizonylatokon szerepel, ezért nem törölhető',
  'db.carrier_in_use':
    'A fuvarozó szállítási listákon szerepel: előbb válasszon ott másikat, csak utána törölhető',
  'db.payment_term_customers':
    'Ezek a fizetési feltételek vevőkhöz vannak rendelve: előbb rendeljen azokhoz a vevőkhöz másikat',
  'db.payment_term_documents':
    'Ezeket a fizetési feltételeket bizonylatok használják, ezért nem törölhetők',
  'db.general_reg_customer': 'Ez a törzsadat egy vevő: előbb a vevőt törölje',
  'db.article_customer_codes':
    'A cikknek vevőkre szabott kódjai vagy árai vannak: előbb azokat törölje',
  'db.destination_in_use':
    'A szállítási címet bizonylatok vagy szállítási listák használják, ezért nem törölhető',
  'db.article_in_use': 'A cikk bizonylatsorokon szerepel, ezért nem törölhető',
  'db.document_referenced': 'A bizonylatra egy másik bizonylat hivatkozik, ezért nem törölhető',
  'db.row_on_shipping_list':
    'A sor egy szállítási listán szerepel: előbb vegye le a listáról (a megerősített lista sorai maradnak)',
  'unique.article_code': 'Már létezik cikk ezzel a cikkszámmal',
  'unique.registry_code': 'Már létezik vevő ezzel a törzsszámmal',
  'unique.customer_general_reg': 'Ez a törzsadat már vevő',
  'ambiguous.article_price':
    'A(z) „%{list}” árlistában már van ár %{quantity} darabtól: azt módosítsa, vagy válasszon másik minimális mennyiséget',
  'ambiguous.customer_price':
    'Ennek a vevőnek már van ára a(z) %{article} cikkre %{quantity} darabtól ugyanarra az időszakra: azt módosítsa, vagy adjon meg nem átfedő dátumokat',
  'ambiguous.customer_code':
    'A(z) „%{code}” kód már a(z) %{article} cikket jelöli ennél a vevőnél: egy vevői kód csak egy cikket jelölhet',
  'unique.customer_article': 'A vevőnek már van kódja ehhez a cikkhez',
  'unique.document_number': 'Ebben az évben már van ilyen típusú bizonylat ezzel a számmal',
  'unique.code_taken': 'A kód már foglalt',
  'unique.taken': 'Egy másik rekordnak már ez az értéke: módosítsd a kiemelt mezőt',
  'unique.value_taken': 'Az érték már foglalt',
  article_in_use:
    'A cikket (%{code}) vevői árak (%{prices}) és vevői cikkek (%{codes}) használják: előbb törölje ezeket, vagy állítsa megszűntre',
  image_too_large: 'A kép túl nagy (legfeljebb %{megabytes} MB)',
  image_type: 'A fájl nem PNG-, JPEG-, WebP- vagy GIF-kép',
  refusals: '%{first}; %{rest}',
};

export default hu;
