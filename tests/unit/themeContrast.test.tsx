// @vitest-environment jsdom
import Checkbox from '@mui/material/Checkbox';
import { ThemeProvider, createTheme, decomposeColor, getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../src/theme/buildTheme';
import { DEFAULT_SETTINGS, PRIMARY_SCHEMES, THEME_MODES } from '../../src/theme/settings';

/** `text` laid over `background` (the colour a reader sees when the text is translucent). */
function over(text: string, background: string): string {
  const { values: fg } = decomposeColor(text);
  const { values: bg } = decomposeColor(background);
  const alpha = fg[3] ?? 1;
  const mix = [0, 1, 2].map((i) => Math.round(fg[i] * alpha + bg[i] * (1 - alpha)));
  return `rgb(${mix.join(', ')})`;
}

const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('theme colours for chips and buttons', () => {
  for (const mode of THEME_MODES) {
    for (const primaryScheme of PRIMARY_SCHEMES) {
      it(`keep text at 4.5:1 or more on every status colour (${mode}, ${primaryScheme})`, () => {
        const { palette } = createTheme(buildTheme({ ...DEFAULT_SETTINGS, mode, primaryScheme }));
        const low = COLOURS.map((name) => {
          const { main, contrastText } = palette[name];
          return { name, ratio: getContrastRatio(over(contrastText, main), main) };
        }).filter(({ ratio }) => ratio < 4.5);
        expect(low).toEqual([]);
      });
    }
  }
});

describe('the error colour as text (a field in error: its label and helper text)', () => {
  it('keeps 4.5:1 on a filled input, hovered too, in light mode', () => {
    const { palette } = createTheme(buildTheme({ ...DEFAULT_SETTINGS, mode: 'light' }));
    // MUI's filled input: black at 6 % over the paper, 9 % when hovered.
    for (const grey of ['rgba(0, 0, 0, 0.06)', 'rgba(0, 0, 0, 0.09)']) {
      const background = over(grey, palette.background.paper);
      expect(getContrastRatio(palette.error.main, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('checkbox given an aria-label (react-admin row selection)', () => {
  it('names its input, not the wrapper', () => {
    const theme = createTheme(buildTheme(DEFAULT_SETTINGS));
    const { container } = render(
      <ThemeProvider theme={theme}>
        <Checkbox aria-label="Seleziona questa riga" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Seleziona questa riga' }).tagName).toBe('INPUT');
    expect(container.querySelector('span[aria-label]')).toBeNull();
  });
});
