import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

interface Option<T extends string> {
  value: T;
  label: string;
}

interface GroupProps<T extends string> {
  title: string;
  value: T;
  onChange: (value: T) => void;
}

const Title = ({ id, children }: { id: string; children: string }) => (
  <Typography
    id={id}
    variant="overline"
    component="h3"
    sx={{ color: 'text.secondary', lineHeight: 2 }}
  >
    {children}
  </Typography>
);

const idOf = (title: string) => `settings-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** One exclusive choice of the settings panel, as a row of toggle buttons. */
export function ChoiceGroup<T extends string>({
  title,
  value,
  options,
  onChange,
  wrap = false,
}: GroupProps<T> & { options: Option<T>[]; wrap?: boolean }) {
  const id = idOf(title);
  return (
    <Box>
      <Title id={id}>{title}</Title>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value}
        aria-labelledby={id}
        onChange={(_, next: T | null) => next !== null && onChange(next)}
        sx={
          wrap
            ? {
                display: 'grid',
                gridTemplateColumns: 'repeat(2, 1fr)',
                '& .MuiToggleButton-root': { m: 0, border: 1, borderColor: 'divider' },
              }
            : undefined
        }
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ textTransform: 'none' }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** A colour scheme choice: round swatches with the scheme's name as tooltip and label. */
export function SwatchGroup<T extends string>({
  title,
  value,
  options,
  onChange,
}: GroupProps<T> & { options: (Option<T> & { colour: string })[] }) {
  const id = idOf(title);
  return (
    <Box>
      <Title id={id}>{title}</Title>
      <Box
        role="radiogroup"
        aria-labelledby={id}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
      >
        {options.map((option) => {
          const selected = option.value === value;
          return (
            <Tooltip key={option.value} title={option.label}>
              <ButtonBase
                role="radio"
                aria-checked={selected}
                aria-label={option.label}
                onClick={() => onChange(option.value)}
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  bgcolor: option.colour,
                  border: 2,
                  borderColor: selected ? 'primary.main' : 'divider',
                  color: '#fff',
                  mixBlendMode: 'normal',
                }}
              >
                {selected && (
                  <CheckIcon fontSize="small" sx={{ filter: 'drop-shadow(0 0 1px #000)' }} />
                )}
              </ButtonBase>
            </Tooltip>
          );
        })}
      </Box>
    </Box>
  );
}
