import type { DdtKey } from './en';

const ddtFr: Record<DdtKey, string> = {
  'ddt.customer_locked':
    '%{list} contient déjà des lignes pour son client : retirez-les avant de changer de client',
  'ddt.other_customer':
    '%{list} va à %{customer}, mais %{order} est pour %{other} : un bon de livraison n’a qu’un destinataire',
  'ddt.carrier_required':
    'Le transport est assuré par le transporteur : choisissez-le avant de confirmer',
};

export default ddtFr;
