import { useRecordContext } from 'react-admin';
import type { Article } from '../../../contract/articles';
import { colourOf, ENUM_CHOICES, LIFECYCLE_COLOURS, choiceKey } from '../../lib/enumChoices';
import { StatusChip } from '../../lib/StatusChip';

/** The article's lifecycle status as a coloured chip ("Attivo" in green). */
export const LifecycleChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Article>();
  if (!record) return null;
  const status = record.lifecycle_status;
  return (
    <StatusChip
      status={status}
      labelKey={choiceKey(ENUM_CHOICES.lifecycle, status)}
      colour={colourOf(LIFECYCLE_COLOURS, status)}
    />
  );
};
