import type { SdiMessages } from './en';

/** A számlák és jegyzékek SDI-szövegei magyarul. */
const sdi: SdiMessages = {
  status: 'SDI-állapot',
  file: 'Elküldött fájl: %{file}',
  errors: 'Az SDI által jelzett hibák',
  rejected_hint:
    'Az SDI elutasította ezt a dokumentumot, ezért nem számít kiállítottnak: javítsd ki (a szám marad; a dátum a sorozat dátumain belül változhat), és küldd el újra.',
  xml: {
    label: 'XML',
    title: 'Letölti az XML-fájlt, és elküldöttnek jelöli?',
    content:
      'Ezt a dokumentumot még nem küldték el: FatturaPA-fájlja új fájlnevet kap, és a dokumentum elküldöttként lesz jelölve. Adja át a fájlt az SDI-nek vagy a közvetítőnek, majd töltse fel a nyugtákat.',
    confirm: 'Letöltés',
  },
  export: {
    label: 'Időszak XML letöltése',
    title: 'Az SDI-nek küldendő XML-fájlok letöltése',
    content:
      'A zip az időszak kiállított, még el nem küldött számláit és jegyzékeit tartalmazza; ezek elküldöttnek lesznek jelölve. Adja át a közvetítőnek, majd töltse fel a nyugtákat.',
    date_from: 'Ettől',
    date_to: 'Eddig',
    confirm: 'Zip letöltése',
    done: '%{smart_count} dokumentum elküldöttnek jelölve |||| %{smart_count} dokumentum elküldöttnek jelölve',
  },
  receipts: {
    label: 'SDI-nyugták feltöltése',
    title: 'Az SDI-nyugták feltöltése',
    content:
      'Válassza ki az SDI által visszaküldött nyugtákat (RicevutaConsegna, NotificaScarto, NotificaMancataConsegna...): XML-fájlokat vagy ezek zipjét.',
    choose: 'Fájlok kiválasztása',
    chosen: '%{smart_count} fájl kiválasztva |||| %{smart_count} fájl kiválasztva',
    upload: 'Feltöltés',
    close: 'Bezárás',
    file: 'Fájl',
    outcome: 'Eredmény',
    message: 'Részletek',
    updated: '%{smart_count} dokumentum frissítve |||| %{smart_count} dokumentum frissítve',
    outcomes: {
      updated: 'Frissítve',
      unchanged: 'Már rögzítve',
      refused: 'Nem alkalmazva',
      unknown_file: 'Ismeretlen fájl',
      unreadable: 'Nem olvasható',
    },
  },
  resend: {
    label: 'Újraküldés',
    title: 'Újraküldi a javított dokumentumot?',
    content:
      'A dokumentum ismét „küldendő” és újra zárolt lesz: az időszak következő zip-fájlja ugyanazzal a számmal, új fájlnévvel küldi el.',
    confirm: 'Küldendőnek jelölés',
    done: 'A dokumentum a következő zippel megy',
  },
  history: {
    title: 'SDI-előzmények',
    sent: '%{file} fájl elküldve',
    receipt: 'Nyugta: %{receipt} (%{file})',
    corrected: 'Javítva: %{fields}',
    corrected_date: 'dátum: %{from} → %{to}',
    resent: 'Újraküldésre jelölve',
    rows: 'sorok',
  },
};

export default sdi;
