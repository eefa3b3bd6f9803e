import type { Locale } from '../locale';
import type { TransportNames } from './it';
import de from './de';
import en from './en';
import fr from './fr';
import hu from './hu';
import it from './it';

/**
 * The words of a transport document's causale, porto and "trasporto a cura del" codes
 * (`TRANSPORT_REASONS`, `CARRIAGE`, `TRANSPORT_BY` in contract/enums.ts): the screens' option
 * names (`enums.transport_reason.sale`) and the DDT PDF's, one source for both.
 */
export const transportNames: Record<Locale, TransportNames> = { it, en, de, fr, hu };
