import type { DdtKey } from './en';

const ddtHu: Record<DdtKey, string> = {
  'ddt.customer_locked':
    '%{list} már tartalmaz tételeket az ügyfelének: az ügyfél módosítása előtt távolítsa el őket',
  'ddt.other_customer':
    '%{list} címzettje %{customer}, de %{order} megrendelője %{other}: egy szállítólevélnek csak egy címzettje lehet',
  'ddt.carrier_required':
    'A szállítást a fuvarozó végzi: a megerősítés előtt válassza ki a fuvarozót',
};

export default ddtHu;
