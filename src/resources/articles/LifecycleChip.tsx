import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Article } from '../../../contract/articles';
import { ENUM_CHOICES, LIFECYCLE_COLOURS, choiceKey } from '../../lib/enumChoices';

/** The article's lifecycle status as a coloured chip ("Attivo" in green). */
export const LifecycleChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Article>();
  const translate = useTranslate();
  if (!record) return null;
  const key = choiceKey(ENUM_CHOICES.lifecycle, record.lifecycle_status);
  return (
    <Chip
      size="small"
      color={LIFECYCLE_COLOURS[record.lifecycle_status] ?? 'default'}
      label={key ? translate(key) : String(record.lifecycle_status)}
    />
  );
};
