import type { SdiKey } from './en';

const sdiHu: Record<SdiKey, string> = {
  'fatturapa.rejected': 'Az SDI elutasítaná ezt az XML-t: %{first}',
  'fatturapa.00400':
    'a sor (%{line}) ÁFA-kulcsa 0 %, de nincs megadva az ügylet jellege (Natura) (SDI-ellenőrzés: 00400)',
  'fatturapa.00401':
    'a sor (%{line}) ÁFA-kulcsa %{rate} %, és jelleget is megad (Natura: %{nature}): jelleg csak 0 %-hoz tartozhat (SDI-ellenőrzés: 00401)',
  'fatturapa.00429':
    'a 0 %-os ÁFA-összesítőben (DatiRiepilogo) nincs jelleg (Natura) (SDI-ellenőrzés: 00429)',
  'fatturapa.00430':
    'az ÁFA-összesítő (DatiRiepilogo, kulcs: %{rate} %) jelleget ad meg (Natura: %{nature}): jelleg csak 0 %-hoz tartozhat (SDI-ellenőrzés: 00430)',
  'fatturapa.00419':
    'a sor (%{line}) ÁFA-kulcsához (%{rate} %) nincs ÁFA-összesítő (DatiRiepilogo) (SDI-ellenőrzés: 00419)',
  'fatturapa.00421':
    'az adó (Imposta, kulcs: %{rate} %) összege %{vat}, de adóalap x kulcs eredménye: %{expected} (SDI-ellenőrzés: 00421)',
  'fatturapa.00422':
    'az adóalap (ImponibileImporto, kulcs: %{rate} %) összege %{taxable}, de a sorok összege: %{expected} (SDI-ellenőrzés: 00422)',
  'fatturapa.00423':
    'a sor (%{line}) végösszege (PrezzoTotale): %{total}, de mennyiség x ár mínusz kedvezmény: %{expected} (SDI-ellenőrzés: 00423)',
  'fatturapa.00425':
    'a bizonylatszám (Numero: „%{number}”) nem tartalmaz számjegyet (SDI-ellenőrzés: 00425)',
  'fatturapa.00443':
    'az ÁFA-összesítőhöz (DatiRiepilogo, kulcs: %{rate} %) nem tartozik ilyen kulcsú sor (SDI-ellenőrzés: 00443)',
  'fatturapa.00444':
    'a jellegnek (Natura: %{nature}) a sorokban és az ÁFA-összesítőben is szerepelnie kell (SDI-ellenőrzés: 00444)',
  'fatturapa.00445':
    'az általános jelleg (Natura: %{nature}) 2021 óta nem elfogadott: válasszon egy részletes kódot (SDI-ellenőrzés: 00445)',
  'fatturapa.00417':
    'a vevőnek nincs sem adószáma, sem adóazonosítója (IdFiscaleIVA, CodiceFiscale) (SDI-ellenőrzés: 00417)',
  'fatturapa.00418':
    'a bizonylat kelte korábbi, mint %{date}, a helyesbített %{number} számla kelte (DatiFattureCollegate): a jóváíró nem előzheti meg a számláját (SDI-ellenőrzés: 00418)',
  'fatturapa.00471':
    'a vevő adószáma megegyezik a cégével (IdFiscaleIVA): saját magának nem állítható ki számla (SDI-ellenőrzés: 00471)',
  'fatturapa.regime':
    'a cég adóprofiljából hiányzik az adózási rend (RegimeFiscale): adja meg a cégprofilban',
  'fatturapa.recipient':
    'a vevőnek nincs érvényes címzettkódja (CodiceDestinatario): adja meg az SDI-kódját (7 karakter) vagy a PEC-címét',
  'fatturapa.office_code':
    'az ügyfél hivatali kód nélküli közigazgatási szerv (CodiceDestinatario, FPA12): adja meg SDI-kódként az IPA-jegyzék 6 karakterét (00427-es SDI-ellenőrzés)',
  'fatturapa.cig': 'a(z) %{cig} CIG érvénytelen (CodiceCIG): 10 betűből vagy számjegyből áll',
  'fatturapa.cup': 'a(z) %{cup} CUP érvénytelen (CodiceCUP): 15 betűből vagy számjegyből áll',
  'fatturapa.seller_field': 'a cég adóprofiljából hiányzik egy érvényes érték: %{element}',
  'fatturapa.buyer_field': 'a vevőből hiányzik egy érvényes érték: %{element}',
  'fatturapa.too_large':
    'sor (%{line}): az érték (%{element}) túl nagy az XML-hez (legfeljebb 11 számjegy a tizedesvessző előtt)',
  'fatturapa.total_too_large':
    'a bizonylat értéke (%{element}) túl nagy az XML-hez (legfeljebb 11 számjegy a tizedesvessző előtt)',
  'fatturapa.too_many_lines':
    'az XML legfeljebb ennyi sort enged: %{max}; ez a bizonylat sorainak száma: %{count}',
  'fatturapa.description': 'a sornak (%{line}) nincs leírása (Descrizione)',
  'fatturapa.not_fiscal':
    'az árajánlatnak és a rendelésnek nincs e-számlája: XML számlához, jóváíró számlához és terhelési értesítőhöz készül',
  'fatturapa.draft':
    'a bizonylat piszkozat: állítsa ki (végleges számmal és dátummal), mielőtt az XML elkészül',
  'sdi.correction_date':
    'Az elutasított dokumentum a saját számán javítható: a dátumának %{from} és %{to} között kell maradnia (a dátumok a sorozat számait követik, és nem lehet mai napnál későbbi)',
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

export default sdiHu;
