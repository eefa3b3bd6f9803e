import Checkbox from '@mui/material/Checkbox';

interface SelectBoxProps {
  checked: boolean;
  indeterminate?: boolean;
  onChange: () => void;
  /** The checkbox's accessible name ("Seleziona la riga 2"). */
  label: string;
}

/** A rows table's checkbox, beside a row's drag handle, for actions on several rows. */
export const SelectBox = ({ checked, indeterminate, onChange, label }: SelectBoxProps) => (
  <Checkbox
    size="small"
    checked={checked}
    indeterminate={indeterminate}
    onChange={onChange}
    slotProps={{ input: { 'aria-label': label } }}
  />
);
