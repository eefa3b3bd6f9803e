import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { ChipColour } from './enumChoices';

interface StatusChipProps {
  status: number;
  /** The status's translation key; without one the chip shows the number. */
  labelKey: string | null | undefined;
  colour: ChipColour;
}

/** A status as a small coloured chip: the documents', the lists', the labels', the articles'. */
export const StatusChip = ({ status, labelKey, colour }: StatusChipProps) => {
  const translate = useTranslate();
  return (
    // A span: it also sits inside text (a list card's secondary line is a paragraph).
    <Chip
      component="span"
      size="small"
      color={colour}
      label={labelKey ? translate(labelKey) : String(status)}
    />
  );
};
