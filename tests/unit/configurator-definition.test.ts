// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articleConfigInput } from '../../contract/configurator';
import { validationMessages } from '../../contract/messages';

const label = { it: 'Etichetta' };
const number = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  label,
  type: 'number',
  required: true,
  ...extra,
});
const colour = {
  key: 'colour',
  label,
  type: 'choice',
  choices: [{ value: 'red', label: { it: 'Rosso' }, price_delta: '5' }],
};

/** The issues of a definition, as `path: message key`. */
const issuesOf = (input: unknown) => {
  const result = articleConfigInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a configurator definition', () => {
  it('accepts options, a formula and a table, filling labels and dropping what a type ignores', () => {
    const parsed = articleConfigInput.parse({
      dettagli: [
        number('width', { unit: 'mm', min: '10', max: '100', step: '5' }),
        number('h'),
        colour,
      ],
      formula: 'base * width * h / 100',
      table: {
        rows: { key: 'width', breakpoints: ['50', '100'] },
        columns: { key: 'h', breakpoints: ['1'] },
        prices: [['1'], ['2']],
      },
    });
    expect(parsed.dettagli[0]).toMatchObject({ min: '10', max: '100', step: '5', choices: [] });
    expect(parsed.dettagli[0].label).toEqual({ it: 'Etichetta', en: '', de: '', fr: '', hu: '' });
    expect(parsed.dettagli[2]).toMatchObject({ min: null, unit: null, required: false });
    expect(parsed.dettagli[2].choices[0].price_delta).toBe('5');
  });

  it('answers an error per field: duplicate key, min > max, step, empty choices', () => {
    expect(
      issuesOf({
        dettagli: [
          number('width', { min: '10', max: '5', step: '0' }),
          number('width'),
          { ...colour, choices: [] },
          { ...colour, key: 'base' },
          { ...colour, key: 'c2', choices: [colour.choices[0], colour.choices[0]] },
        ],
      }),
    ).toEqual({
      'dettagli.0.max': 'validation.config_min_max',
      'dettagli.0.step': 'validation.config_step',
      'dettagli.1.key': 'validation.config_duplicate_key',
      'dettagli.2.choices': 'validation.config_choices',
      'dettagli.3.key': 'validation.config_key',
      'dettagli.4.choices.1.value': 'validation.config_duplicate_choice',
    });
  });

  it('refuses a formula with a syntax error, an unknown or a non-numeric name', () => {
    const with_ = (formula: string) => issuesOf({ dettagli: [number('width'), colour], formula });
    expect(with_('base * (width')).toEqual({ formula: 'validation.config_formula_syntax' });
    expect(with_('base * depth')).toEqual({ formula: 'validation.config_formula_unknown' });
    expect(with_('base * colour')).toEqual({ formula: 'validation.config_formula_not_numeric' });
    expect(with_('sqrt(width)')).toEqual({ formula: 'validation.config_formula_syntax' });
    expect(with_('round(base * width, 2)')).toEqual({});
  });

  it('refuses a table on non-numeric dimensions, unsorted breakpoints or the wrong shape', () => {
    expect(
      issuesOf({
        dettagli: [number('w'), colour],
        table: {
          rows: { key: 'colour', breakpoints: ['2', '1'] },
          columns: { key: 'w', breakpoints: ['1', '2'] },
          prices: [['1', '2'], ['3']],
        },
      }),
    ).toEqual({
      'table.rows.key': 'validation.config_table_dimension',
      'table.rows.breakpoints': 'validation.config_ascending',
      'table.prices.1': 'validation.config_table_shape',
    });
    expect(
      issuesOf({
        dettagli: [number('w')],
        table: {
          rows: { key: 'w', breakpoints: ['1'] },
          columns: { key: 'w', breakpoints: ['1'] },
          prices: [],
        },
      }),
    ).toEqual({
      'table.columns.key': 'validation.config_table_same',
      'table.prices': 'validation.config_table_shape',
    });
  });

  it('uses only message keys that exist in every language', () => {
    const keys = [
      'config_key',
      'config_formula_syntax',
      'config_out_of_table',
      'config_step_value',
    ];
    for (const messages of Object.values(validationMessages)) {
      for (const key of keys) expect(messages).toHaveProperty(key);
    }
  });
});
