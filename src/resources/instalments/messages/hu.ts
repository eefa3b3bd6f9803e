import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The receivables ledger's texts (`resources.instalments.*`), hu. */
const messages: ResourceSection = {
  name: 'Részlet |||| Részletek',
  menu: 'Kintlévőségek',
  title: 'Kintlévőségek',
  fields: {
    due_date: 'Esedékesség',
    customer: 'Vevő',
    document: 'Bizonylat',
    position: 'Részlet',
    method: 'Fizetési mód',
    amount: 'Összeg',
    open: 'Nyitott',
    state: 'Állapot',
    days_overdue: 'Késedelmi napok',
    last_reminder: 'Utolsó felszólítás',
    last_reminder_level: 'Utolsó felszólítás szintje',
    paid: 'Befolyt',
    credited: 'Jóváírások',
    written_off: 'Leírva',
    charges: 'Költségek',
    due_from: 'Esedékes ettől',
    due_to: 'Esedékes eddig',
    overdue: 'Csak lejártak',
    settled: 'A kiegyenlítettek is',
    bucket: 'Kor',
    write_off_reason: 'A leírás oka',
    customer_id: 'Vevő',
    all_states: 'Minden állapot',
    all_methods: 'Minden fizetési mód',
    all_buckets: 'Minden kor',
  },
  summary: {
    label: 'A kintlévőségek összesítője',
    open: 'Beszedendő',
    overdue: 'Lejárt',
    count: '%{smart_count} részlet |||| %{smart_count} részlet',
    by_month: 'Esedékesség hónapja szerint',
    by_week: 'Esedékesség hete szerint',
    month: 'Hónap',
    week: 'A hét kezdete',
    show_bucket: 'Részletek mutatása: %{bucket}',
  },
  of: '%{position} / %{count}',
  last_reminder: '%{level}. felszólítás, %{date}',
  actions: {
    remind: 'Felszólítás',
    collect: 'Befizetés rögzítése',
    write_off: 'A maradék leírása',
    one_customer: 'Egyetlen vevő részleteit válaszd a befizetés rögzítéséhez',
  },
  write_off: {
    title: 'Leírod a nyitott %{amount} összeget?',
    content:
      '%{document} %{position}. részletének nyitott összege kiegyenlítettnek számít, a megadott okkal.',
    reason_help: 'Például: kerekítési különbség, behajthatatlan követelés',
    done: 'Leírva',
  },
  document: {
    title: 'Részletek és befizetések',
    none: 'Nincs részlet: a bizonylaton nincs beszedendő összeg',
    all_settled: 'Minden befolyt',
  },
  empty: 'Nincs nyitott részlet',
};

export default messages;
