import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The bank batches' texts (`resources.bank-batches.*`), hu. */
const messages: ResourceSection = {
  name: 'Banki köteg |||| Banki kötegek',
  menu: 'RiBa és SDD kötegek',
  title: 'Banki kötegek',
  one: '%{name} köteg',
  create: 'Új köteg',
  download: 'Fájl letöltése',
  count_total: '1 részlet, %{total} |||| %{smart_count} részlet, %{total}',
  credit_date_help:
    'RiBa: a bank jóváírásának napja; SEPA: a beszedés napja (TARGET banki munkanap, holnaptól)',
  fields: {
    number: 'Köteg',
    year: 'Év',
    kind: 'Típus',
    bank_account: 'Benyújtó számla',
    credit_date: 'Jóváírás dátuma',
    collection_date: 'Beszedés dátuma',
    count: 'Részletek',
    total: 'Összesen',
    unpaid_total: 'Nem fizetett',
    unpaid_count: 'Nem fizetettek száma',
    state: 'Állapot',
    file_name: 'Fájl',
    due_from: 'Esedékes ettől',
    due_to: 'Esedékes eddig',
    date_from: 'Ettől',
    date_to: 'Eddig',
    due_date: 'Esedékesség',
    customer: 'Ügyfél',
    document: 'Bizonylat',
    mandate: 'Megbízás',
    amount: 'Összeg',
    charges: 'Költségek',
  },
  kinds: {
    riba: 'RiBa',
    sdd: 'SEPA csoportos beszedés',
  },
  states: {
    presented: 'Benyújtva',
    credited: 'Jóváírva',
  },
  item_states: {
    presented: 'Benyújtva',
    credited: 'Jóváírva',
    unpaid: 'Nem fizetett',
  },
  candidates: {
    title: 'Benyújtandó részletek',
    chosen: '1 részlet kiválasztva, %{total} |||| %{smart_count} részlet kiválasztva, %{total}',
    choose: 'A(z) %{document} bizonylat %{position}. részletének benyújtása',
    none_riba: 'Nincs nyitott RiBa részlet az időszakban',
    none_sdd: 'Nincs nyitott SEPA részlet (MP19-MP21) az időszakban',
  },
  items: {
    title: 'A köteg részletei',
  },
  credit: {
    action: 'Jóváírás rögzítése',
    title: 'Jóváírta a bank a köteget?',
    content:
      'A még benyújtott részletek fizetetté válnak, mindegyik egy befizetéssel a köteg számláján. Egy későbbi visszautasítás sztornózza.',
    date: 'Jóváírás dátuma',
    done: 'Jóváírás rögzítve',
  },
  unpaid: {
    action: 'Nem fizetett',
    title: '%{customer} nem fizetett',
    content:
      'A részlet újra nyitott, nem fizetettként; a banki költségek hozzáadódnak az ügyfél tartozásához. Ha már jóváírták, a befizetés sztornózódik.',
    date: 'Az eredmény dátuma',
    charges: 'Banki költségek (€)',
    reason: 'A bank indoka',
    confirm: 'Nem fizetett rögzítése',
    done: 'Nem fizetett rögzítve',
  },
};

export default messages;
