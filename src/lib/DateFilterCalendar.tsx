import Popover from '@mui/material/Popover';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { fromWireDate, toWireDate, UiDateLocalization } from './DateInput';

interface DateFilterCalendarProps {
  anchor: HTMLElement | null;
  value: string | null;
  onChange: (wire: string | null) => void;
  onClose: () => void;
}

/** `DateFilterInput`'s calendar, loaded on its first use: picking a day applies it. */
export default function DateFilterCalendar({
  anchor,
  value,
  onChange,
  onClose,
}: DateFilterCalendarProps) {
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <UiDateLocalization>
        <DateCalendar
          value={fromWireDate(value)}
          onChange={(date: Date | null, state) => {
            if (state !== 'partial') onChange(toWireDate(date));
          }}
          autoFocus
        />
      </UiDateLocalization>
    </Popover>
  );
}
