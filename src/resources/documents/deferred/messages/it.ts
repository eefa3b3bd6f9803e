import type { DeferredMessages } from './en';

const deferred: DeferredMessages = {
  title: 'Fatturazione differita',
  intro:
    'Una fattura in bozza per cliente e per mese dai DDT confermati e non ancora fatturati del periodo; ogni riga cita il suo DDT. Va emessa entro il 15 del mese dopo i DDT.',
  from: 'Dal',
  to: 'Al',
  customers: 'Clienti',
  customers_help: 'Vuoto: tutti i clienti',
  preview: 'Anteprima',
  empty: 'Nessun DDT confermato da fatturare nel periodo',
  to_make: '%{smart_count} fattura da creare |||| %{smart_count} fatture da creare',
  late: 'In ritardo: andava emessa entro il %{deadline} (art. 21, c. 4, lett. a, DPR 633/72)',
  ddt: 'n. %{number} del %{date}',
  columns: {
    customer: 'Cliente',
    invoice_date: 'Data fattura',
    deadline: 'Entro il',
    ddts: 'DDT',
    rows: 'Righe',
    net_total: 'Imponibile',
    total: 'Totale',
    grand_total: 'Totale del periodo',
  },
  settled_title:
    '%{smart_count} DDT del periodo è già fatturato con la fattura del suo ordine e non sarà fatturato di nuovo |||| %{smart_count} DDT del periodo sono già fatturati con la fattura dei loro ordini e non saranno fatturati di nuovo',
  settled_item: 'DDT %{number} del %{date}, %{customer}: già fatturato con %{invoice}',
  create: 'Crea fatture',
  confirm_title: 'Creare le fatture?',
  confirm_content:
    'Verrà creata %{smart_count} fattura in bozza e i suoi DDT risulteranno fatturati. |||| Verranno create %{smart_count} fatture in bozza e i loro DDT risulteranno fatturati.',
  progress: 'Clienti fatturati: %{done} di %{total}',
  stopped: 'Interrotto: %{message}',
  made: '%{smart_count} fattura in bozza creata |||| %{smart_count} fatture in bozza create',
  ddt_link: 'DDT %{number} del %{date}',
  made_item: '%{customer}: %{total}',
};

export default deferred;
