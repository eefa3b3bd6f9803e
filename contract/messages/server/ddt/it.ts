import type { DdtKey } from './en';

const ddtIt: Record<DdtKey, string> = {
  'ddt.customer_locked':
    '%{list} contiene già righe per il suo cliente: rimuovile prima di cambiare il cliente',
  'ddt.other_customer':
    '%{list} va a %{customer}, ma %{order} è di %{other}: un DDT ha un solo destinatario',
  'ddt.carrier_required':
    'Il trasporto è a cura del vettore: scegli il vettore prima di confermare',
};

export default ddtIt;
