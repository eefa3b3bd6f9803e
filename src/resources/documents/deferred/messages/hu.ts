import type { DeferredMessages } from './en';

const deferred: DeferredMessages = {
  title: 'Gyűjtőszámlázás',
  intro:
    'Ügyfelenként és hónaponként egy számlatervezet az időszak visszaigazolt, még nem számlázott szállítóleveleiből; minden sor hivatkozik a szállítólevelére. A szállítólevelek hónapját követő hónap 15-éig kell kiállítani.',
  from: 'Kezdete',
  to: 'Vége',
  customers: 'Ügyfelek',
  customers_help: 'Üresen: minden ügyfél',
  preview: 'Előnézet',
  empty: 'Az időszakban nincs számlázandó megerősített szállítólevél (DDT)',
  to_make: '%{smart_count} elkészítendő számla |||| %{smart_count} elkészítendő számla',
  late: 'Késésben: %{deadline}-ig kellett volna kiállítani (DPR 633/72, 21. cikk (4) a))',
  ddt: '%{number}, kelte: %{date}',
  columns: {
    customer: 'Ügyfél',
    invoice_date: 'Számla kelte',
    deadline: 'Határidő',
    ddts: 'Szállítólevelek (DDT)',
    rows: 'Sorok',
    net_total: 'Nettó',
    total: 'Bruttó',
    grand_total: 'Az időszak összesen',
  },
  settled_title:
    'Az időszak %{smart_count} szállítólevelét már számlázza a rendelésének számlája, nem kerül újra számlázásra |||| Az időszak %{smart_count} szállítólevelét már számlázzák a rendeléseik számlái, nem kerülnek újra számlázásra',
  settled_item: '%{number} szállítólevél (%{date}), %{customer}: már számlázva: %{invoice}',
  create: 'Számlák létrehozása',
  confirm_title: 'Létrehozza a számlákat?',
  confirm_content:
    '%{smart_count} számlatervezet készül, szállítólevelei számlázottnak minősülnek. |||| %{smart_count} számlatervezet készül, szállítóleveleik számlázottnak minősülnek.',
  progress: 'Számlázott ügyfelek: %{done} / %{total}',
  stopped: 'Megszakítva: %{message}',
  made: '%{smart_count} számlatervezet elkészült |||| %{smart_count} számlatervezet elkészült',
  ddt_link: 'Szállítólevél %{number}, %{date}',
  made_item: '%{customer}: %{total}',
};

export default deferred;
