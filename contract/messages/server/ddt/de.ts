import type { DdtKey } from './en';

const ddtDe: Record<DdtKey, string> = {
  'ddt.customer_locked':
    '%{list} enthält bereits Positionen für ihren Kunden: entfernen Sie diese, bevor Sie den Kunden ändern',
  'ddt.other_customer':
    '%{list} geht an %{customer}, aber %{order} ist für %{other}: ein Lieferschein hat nur einen Empfänger',
  'ddt.carrier_required':
    'Der Transport erfolgt durch den Frachtführer: wählen Sie ihn vor der Bestätigung',
};

export default ddtDe;
