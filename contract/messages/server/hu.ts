import { NO_ACTIVE_COMPANY } from '../../common';
import type { ServerCatalogue } from './en';
import ddtHu from './ddt/hu';
import deferredHu from './deferred/hu';
import fatturapaHu from './fatturapa/hu';
import destinationsHu from './destinations/hu';
import importHu from './import/hu';

// Parameters stand alone (after a colon or in parentheses): Hungarian suffixes cannot follow them.
const hu: ServerCatalogue = {
  ...fatturapaHu,
  ...ddtHu,
  ...deferredHu,
  ...destinationsHu,
  ...importHu,
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
  request_refused: 'A kérést elutasítottuk',
  internal_error: 'Belső szerverhiba: a hibát naplóztuk',
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
  'db.article_in_use': 'A cikk bizonylatsorokon szerepel, ezért nem törölhető',
  'db.document_referenced': 'A bizonylatra egy másik bizonylat hivatkozik, ezért nem törölhető',
  'db.row_on_shipping_list':
    'A sor egy szállítási listán szerepel: előbb vegye le a listáról (a megerősített lista sorai maradnak)',
  'unique.article_code': 'Már létezik cikk ezzel a cikkszámmal',
  'unique.registry_code': 'Már létezik vevő ezzel a törzsszámmal',
  'unique.customer_general_reg': 'Ez a törzsadat már vevő',
  'unique.customer_article': 'A vevőnek már van kódja ehhez a cikkhez',
  'unique.document_number': 'Ebben az évben már van ilyen típusú bizonylat ezzel a számmal',
  'unique.code_taken': 'A kód már foglalt',
  'unique.taken': 'Egy másik rekordnak már ez az értéke: módosítsd a kiemelt mezőt',
  'unique.value_taken': 'Az érték már foglalt',
  article_in_use:
    'A cikket (%{code}) vevői árak (%{prices}) és vevői cikkek (%{codes}) használják: előbb törölje ezeket, vagy állítsa megszűntre',
  image_too_large: 'A kép túl nagy (legfeljebb %{megabytes} MB)',
  image_type: 'A fájl nem PNG-, JPEG-, WebP- vagy GIF-kép',
  'configurator.row_without_article':
    'A sorhoz nem tartozik cikk: csak konfigurálható cikk sora konfigurálható',
  'configurator.not_configurable':
    'A cikknek (%{code}) nincs konfigurációja: előbb adja meg az opcióit a cikknél',
  'configurator.cannot_price': 'A cikk konfigurációja alapján a sor ára nem számítható: %{reason}',
  'configurator.invalid_values': 'Néhány konfigurációs érték érvénytelen',
  'configurator.value_missing': 'Hiányzik egy, az árhoz szükséges érték',
  'configurator.beyond_table': 'Az ártáblán kívül esik: %{key} %{value} (a tábla vége: %{last})',
  'configurator.table_incomplete': 'Az ártábla hiányos',
  'configurator.definition_incomplete': 'A konfigurációból hiányzik, amit az ártípusa megkövetel',
  'configurator.formula_failed': 'Az árképlet ezekkel az értékekkel nem számítható ki',
  'configurator.formula_division_by_zero': 'Az árképlet ezekkel az értékekkel nullával oszt',
  'configurator.negative_price': 'A számított ár negatív (%{price})',
  'import.unsupported_file':
    'Nem támogatott fájltípus: töltsön fel táblázatot (.xlsx) vagy CSV-fájlt',
  'import.damaged_xlsx': 'A táblázatfájl sérült, vagy nem .xlsx',
  'import.too_many_rows': 'A fájl több mint %{max} sort tartalmaz: ossza fel kisebb fájlokra',
  'import.no_rows': 'A fájlban nincs sor a fejléc alatt',
  'import.rows_with_errors':
    'Hibás sorok száma: %{count}. Semmi sem került importálásra: javítsa ki őket, és importálja újra a fájlt',
  'import.row_field': '%{line}. sor: %{field}',
  'import.too_large_unpacked':
    'Kicsomagolva a táblázat nagyobb lenne %{max} MB-nál: ossza fel kisebb fájlokra',
  'import.too_many_entries': 'A táblázat több mint %{max} részből áll: ez nem szokásos .xlsx-fájl',
  'import.compression_ratio':
    'A táblázat tömörítése nagyobb, mint %{max}:1: ez nem szokásos .xlsx-fájl',
  'import.too_many_columns':
    'A fájlban több mint %{max} oszlopban vannak értékek: csak az importálandó oszlopokat tartsa meg',
  'import.too_many_cells': 'A fájl több mint %{max} cellát tartalmaz: ossza fel kisebb fájlokra',
  'import.field_too_long': 'A fájl egyik értéke hosszabb %{max} karakternél',
  'import.row_too_long': 'A(z) %{line}. sor hosszabb %{max} karakternél',
  'import.too_many_strings':
    'A táblázat több mint %{max} különböző szöveget tartalmaz: ossza fel kisebb fájlokra',
  'import.xml_piece':
    'A táblázatban van egy %{max} karakternél hosszabb címke vagy szöveg: ez nem szokásos .xlsx-fájl',
  'import.xml_too_deep':
    'A táblázat elemei több mint %{max} szint mélyen vannak egymásba ágyazva: ez nem szokásos .xlsx-fájl',
  'documents.transition':
    'A bizonylat nem léphet át ebből az állapotból: „%{from}”, ebbe: „%{to}”. Lehetséges: %{allowed}',
  'documents.transition_final':
    'A bizonylat nem léphet át ebből az állapotból: „%{from}”, ebbe: „%{to}”. Ez végleges állapot',
  'documents.date_in_year':
    'A dátumnak %{year} évben kell maradnia: a(z) %{number}/%{year} szám ahhoz az évhez tartozik',
  'documents.issued_locked':
    'Kiállított bizonylat, már nem módosítható és nem törölhető (csak a fizetési állapota): %{document}. A javításhoz állítson ki jóváíró számlát',
  'documents.already_issued': 'Már ki van állítva: %{document}',
  'documents.not_issuable':
    'Ez egy rendelés: %{document}. Csak számlák, jóváíró és terhelési értesítők állíthatók ki',
  'documents.issue_no_rows':
    'Nincsenek sorai: %{document}. Kiállítás előtt adjon hozzá legalább egyet',
  'documents.issue_date_before':
    'A dátum nem lehet korábbi, mint %{date}, a(z) %{last} dátuma: a számoknak követniük kell a dátumokat',
  'documents.issue_date_future': 'A dátum nem lehet későbbi a mai napnál (%{today})',
  'documents.invoice_draft': 'A számla piszkozat: állítsa ki, mielőtt jóváíró számlát készít hozzá',
  'documents.referenced':
    'Másik bizonylat hivatkozik rá (%{other}), ezért nem törölhető: %{document}. Előbb azt törölje',
  'documents.not_order':
    'Nem megrendelés: %{document}. Csak megrendelésből lehet számlát készíteni',
  'documents.order_cancelled': 'Törölt megrendelés, nem számlázható: %{document}',
  'documents.not_invoice': 'Nem számla: %{document}. Jóváíró számla csak számlához készíthető',
  'documents.already_invoiced': 'Már számlázva (%{invoice}): %{document}',
  'documents.row_shipped_quantity':
    'A sorból ennyi szerepel szállítási listákon: %{quantity}. A mennyiség nem lehet ennél kevesebb',
  'documents.overdue_derived':
    'A „Lejárt” állapot nem állítható be kézzel: egy bizonylat akkor lejárt, ha nincs kifizetve és az első esedékessége elmúlt',
  'shipping.list_ref': 'Szállítási lista %{number}/%{year}',
  'shipping.open_list_ref': 'Nyitott szállítási lista %{id}',
  'shipping.already_confirmed': 'Már megerősítve: %{list}',
  'shipping.nothing_to_confirm': 'Nincs rajta tétel, nincs mit megerősíteni: %{list}',
  'shipping.items_without_label':
    'Megerősítés előtt minden tételhez címke kell: ezeknek nincs (vagy érvénytelenített): %{ids}',
  'shipping.read_only': 'Megerősítve és csak olvasható, nem módosítható: %{list}',
  'shipping.only_order_rows': 'Csak megrendelések sorai szállíthatók',
  'shipping.order_closed': 'A sor megrendelése kiszállítva vagy törölve: %{order}',
  'shipping.row_not_shippable':
    'A sor állapota „%{status}” (%{order}): csak „%{ready}” vagy „%{packed}” állapotú sor szállítható',
  'shipping.quantity_exceeded':
    'A mennyiség (%{wanted}) több, mint ami a sorból még szállítandó: %{left} / %{total} (már szállítási listán: %{allocated})',
  'labels.transition':
    'A címke (%{id}) nem léphet át ebből az állapotból: „%{from}”, ebbe: „%{to}”. Lehetséges: %{allowed}',
  'labels.transition_final':
    'A címke (%{id}) nem léphet át ebből az állapotból: „%{from}”, ebbe: „%{to}”. Ez végleges állapot',
  'labels.confirmed_list':
    'A címke (%{id}) egy megerősített szállítási listához tartozik (%{number}/%{year}): nem érvényteleníthető',
  'labels.voided_not_printable':
    'Érvénytelenített címkék nem nyomtathatók (%{ids}): hozzon létre új címkét a tételhez',
  'labels.item_has_label':
    'A tételnek már van címkéje (%{id}, „%{status}”): a cseréhez előbb érvénytelenítse',
  refusals: '%{first}; %{rest}',
  'sdi.correction_date':
    'Az SDI által elutasított dokumentumot ugyanazzal a számmal és dátummal kell javítani és újraküldeni: a dátum nem változhat',
  'sdi.progressive_exhausted': 'A cég SDI küldési sorszámai elfogytak (ZZZZZ)',
  'sdi.export_refused': 'Nem küldhető el (%{document}): %{reason}',
  'sdi.nothing_to_send': 'Nincs SDI-nek küldendő számla vagy jegyzék %{from} és %{to} között',
  'sdi.too_many_to_send':
    'Több mint %{max} küldendő dokumentum az időszakban: válasszon rövidebb időszakot',
  'sdi.receipt_too_large': 'Túl nagy egy SDI-nyugtához (legfeljebb %{max} kB)',
  'sdi.receipt_unreadable': 'A fájl nem olvasható: nem érvényes XML vagy zip',
  'sdi.receipt_not_sdi':
    'Nem SDI-nyugta (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna, NotificaEsito, AttestazioneTrasmissioneFattura), vagy nem ad meg NomeFile-t',
  'sdi.receipt_unknown_file':
    'A cég egyetlen dokumentumát sem küldték %{file} fájlnéven (vagy más néven újraküldték)',
  'sdi.receipt_updated': '%{document}: az SDI-állapot most „%{status}”',
  'sdi.receipt_unchanged': '%{document}: a(z) „%{status}” SDI-állapot már rögzítve: nincs változás',
  'sdi.receipt_refused': '%{document} SDI-állapota „%{status}”: a(z) %{kind} nem alkalmazható',
  'sdi.too_many_receipts': 'Túl sok nyugta egy feltöltésben: legfeljebb %{max}',
  'sdi.not_rejected':
    '%{document} dokumentumot az SDI nem utasította el: csak elutasított dokumentum küldhető újra; a többit jóváírással kell javítani',
};

export default hu;
