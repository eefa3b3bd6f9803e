// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articleConfigInput, type Configuration } from '../../contract/configurator';
import { PRICING, PricingError, checkValues, unitPrice } from '../../contract/configurator-pricing';
import { DEMO_CONFIGURATIONS } from '../../server/db/seed/configurations';

const panel = DEMO_CONFIGURATIONS['LAM-INOX-1'];
const shelf = DEMO_CONFIGURATIONS['SCA-TAB'];
const bolt = DEMO_CONFIGURATIONS['BUL-M8-40'];

const errorsOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(PricingError);
    return (error as PricingError).errors;
  }
  throw new Error('did not fail');
};
const price = (config: Configuration, type: number, base: string, data: Record<string, unknown>) =>
  unitPrice(config, type, base, checkValues(config, data));

describe('configured prices', () => {
  it('the demo definitions pass the definition schema', () => {
    for (const config of Object.values(DEMO_CONFIGURATIONS)) {
      expect(articleConfigInput.safeParse(config).success).toBe(true);
    }
  });

  it('fixed: base price plus the chosen choices’ deltas', () => {
    expect(price(bolt, PRICING.fixed, '0.21', { finish: 'inox' })).toBe('0.33');
    expect(price(bolt, PRICING.fixed, '0.21', { finish: 'zinc' })).toBe('0.21');
  });

  it('calculated: the formula over the numeric options and base, plus deltas', () => {
    expect(
      price(panel, PRICING.calculated, '48.5', { width: '1000', height: '500', surface: '2b' }),
    ).toBe('24.25');
    expect(
      price(panel, PRICING.calculated, '48.5', { width: 1250, height: '333', surface: 'brushed' }),
    ).toBe('23.688125');
    const pan = DEMO_CONFIGURATIONS['PAN-LEG-18'];
    // Never less than a quarter of a square metre.
    expect(
      price(pan, PRICING.calculated, '39', { width: '100', height: '100', edges: 'none' }),
    ).toBe('9.75');
  });

  it('rounds a computed price to 8 decimals', () => {
    const config = { ...panel, formula: 'base / 3' };
    expect(
      price(config, PRICING.calculated, '1', { width: '100', height: '100', surface: '2b' }),
    ).toBe('0.33333333');
  });

  it('tabular: the next size up on both dimensions, plus deltas', () => {
    const at = (height: string, width: string, colour = 'grey') =>
      price(shelf, PRICING.tabular, '120', { height, width, colour });
    expect(at('1000', '600')).toBe('89');
    expect(at('1001', '600')).toBe('112');
    expect(at('500', '601')).toBe('104');
    expect(at('2500', '1200', 'blue')).toBe('229');
  });

  it('tabular: a size beyond the table is an error on that option', () => {
    const config = { ...shelf, dettagli: shelf.dettagli.map((o) => ({ ...o, max: null })) };
    expect(
      errorsOf(() =>
        price(config, PRICING.tabular, '0', { height: '2600', width: '600', colour: 'red' }),
      ),
    ).toEqual({ 'rowData.height': 'validation.config_out_of_table' });
  });

  it('checks the values: required, type, min/max/step, unknown choice', () => {
    expect(
      errorsOf(() => checkValues(panel, { width: 'wide', height: '50', surface: 'gold' })),
    ).toEqual({
      'rowData.width': 'validation.decimal',
      'rowData.height': 'validation.config_below_min',
      'rowData.surface': 'validation.choice',
    });
    expect(errorsOf(() => checkValues(panel, { width: '9000', surface: '2b' }))).toEqual({
      'rowData.width': 'validation.config_above_max',
      'rowData.height': 'validation.required',
    });
    const tube = DEMO_CONFIGURATIONS['TUB-FE-40'];
    expect(errorsOf(() => checkValues(tube, { length: '2505', cut: 'mitre' }))).toEqual({
      'rowData.length': 'validation.config_step_value',
    });
  });

  it('normalises values and drops unknown keys and empty optional ones', () => {
    const door = DEMO_CONFIGURATIONS['POR-TAB'];
    expect(
      checkValues(door, { height: '2050,0', width: 900, panic: 'no', opening_ref: ' ', x: 1 }),
    ).toEqual({ height: '2050', width: '900', panic: 'no' });
  });

  it('reports a definition that lacks its pricing type’s part, and a negative price', () => {
    const error = (() => {
      try {
        unitPrice(bolt, PRICING.calculated, '1', {});
      } catch (e) {
        return e as PricingError;
      }
    })();
    expect(error).toMatchObject({ definition: true, errors: { formula: 'validation.required' } });
    const negative = { ...panel, formula: 'base - width' };
    expect(() =>
      price(negative, PRICING.calculated, '1', { width: '100', height: '100', surface: '2b' }),
    ).toThrow(/negative/);
    const byZero = { ...panel, formula: 'base / (width - 100)' };
    expect(() =>
      price(byZero, PRICING.calculated, '1', { width: '100', height: '100', surface: '2b' }),
    ).toThrow('The price formula cannot be evaluated: Division by zero at position 6');
  });
});
