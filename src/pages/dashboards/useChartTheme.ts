import { useTheme } from '@mui/material/styles';
import type { ChipColour } from '../../lib/enumChoices';

/**
 * The charts' colours from the MUI theme (light or dark alike: text, divider, primary,
 * status colours) and its direction: right to left reverses the x axis and puts the y
 * axis on the right.
 */
export function useChartTheme() {
  const theme = useTheme();
  const { palette } = theme;
  const colour = (chip: ChipColour) =>
    chip === 'default' ? palette.text.disabled : palette[chip].main;
  return {
    rtl: theme.direction === 'rtl',
    text: palette.text.secondary,
    grid: palette.divider,
    bar: palette.primary.main,
    hover: palette.action.hover,
    paper: palette.background.paper,
    colour,
    fontSize: 12,
    fontFamily: theme.typography.fontFamily ?? 'sans-serif',
  };
}
