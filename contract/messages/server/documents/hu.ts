import type { DocumentsKey } from './en';

const documentsHu: Record<DocumentsKey, string> = {
  'documents.transition':
    'A bizonylat nem léphet át ebből az állapotból: „%{from}”, ebbe: „%{to}”. Lehetséges: %{allowed}',
  'documents.status_from_payments':
    'A fizetési állapot a befizetéseket követi: rögzítsd a befizetést a „Befizetések” menüben (vagy sztornózz egyet), ne módosítsd kézzel',
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
  'documents.row_shipped_quantity':
    'A sorból ennyi szerepel szállítási listákon: %{quantity}. A mennyiség nem lehet ennél kevesebb',
  'documents.overdue_derived':
    'A „Lejárt” állapot nem állítható be kézzel: egy bizonylat akkor lejárt, ha nincs kifizetve és az első esedékessége elmúlt',
  'documents.row_already_invoiced':
    'Nincs több számlázandó tétel (%{document}): a(z) %{row}. sort (%{description}) már számlázza: %{invoice}',
  'documents.left_to_deferred':
    'Ami még számlázandó (%{document}), megerősített szállítóleveleken van, a gyűjtőszámlára hagyva: válassza a most történő számlázást a szállítólevelekre hivatkozva',
  'documents.nothing_to_invoice': 'Nincs számlázandó sor: %{document}',
  'documents.row_over_order':
    'A(z) %{order} %{row}. sorából még %{left} számlázandó (rendelt %{quantity}, számlázva %{invoiced}: %{invoice}): nagyobb mennyiség kétszer számlázná',
  'documents.row_invoiced_quantity':
    'A sor %{quantity} mennyiségét számlázza: %{invoice}; a mennyiség nem lehet kevesebb',
  'documents.row_over_ordered':
    'A(z) %{order} %{row}. sorában %{quantity} a rendelt mennyiség: számla nem számlázhat belőle többet',
  'documents.vat_treatment':
    'A(z) %{line}. sor kezelése %{treatment}, ami nem alkalmazható erre: %{customer} (%{kind}): használj ÁFA-kulcsot vagy az alábbi jogcímek egyikét: %{natures}',
  'documents.vat_treatment_zero':
    'A(z) %{line}. sor kezelése %{treatment}, ami nem alkalmazható erre: %{customer} (%{kind}): ez az ügyfél nem fizet olasz ÁFA-t, használj 0 %-ot az alábbi jogcímek egyikével: %{natures}',
  'documents.issue_late_immediate':
    '%{document} késésben van: kelte %{date}, legkésőbb %{deadline}-ig kellett volna kiállítani, 12 nappal a teljesítés után (DPR 633/72, 21. cikk (4)). Most is kiállítható, de a késés bírsággal járhat',
  'documents.issue_late_deferred':
    '%{document} késésben van: a %{ddt} keltű szállítólevelek gyűjtőszámlája, legkésőbb %{deadline}-ig kellett volna kiállítani, a szállítólevelek hónapját követő hónap 15-éig (DPR 633/72, 21. cikk (4) a)). Most is kiállítható, de a késés bírsággal járhat',
  'documents.note_unlinked':
    '%{document} nem jelöli meg a helyesbített számlát: válaszd ki a «Helyesbített számla» mezőben, vagy írd le, miért nem egyetlen számlát helyesbít (pl. év végi engedmény több számlára)',
  'documents.expired_derived':
    'A «Lejárt» állapot nem állítható kézzel: egy árajánlat akkor jár le, ha piszkozat vagy elküldött, és érvényessége elmúlt. Meghosszabbításához módosítsd az «Érvényes eddig» dátumot',
  'documents.not_quote': '%{document} nem árajánlat: csak árajánlatból lehet rendelés',
  'documents.quote_refused':
    '%{document} elutasítva: nyisd meg újra («Piszkozat» állapot), mielőtt rendeléssé alakítod',
  'documents.quote_converted':
    '%{document} már %{order} lett: egy árajánlatból csak egyszer lesz rendelés',
};

export default documentsHu;
