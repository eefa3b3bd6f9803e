import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../contract/configurator';
import {
  errorsByKey,
  initialValues,
  labelIn,
  previewPrice,
  toRowData,
} from '../../src/lib/configurator/configValuesModel';
import {
  definitionErrors,
  formulaNames,
  parseBreakpoints,
  pricedBy,
  toDefinition,
  toDefinitionForm,
} from '../../src/resources/articles/configurationModel';
import { isConfigurable, submissionErrors } from '../../src/resources/documents/rowConfigModel';
import { makeRow } from '../component/documentsFixtures';

const label = (it: string, en = '') => ({ it, en, de: '', fr: '', hu: '' });
const option = { unit: null, min: null, max: null, step: null, choices: [], required: true };
const sheet: Configuration = {
  dettagli: [
    { ...option, key: 'width', label: label('Larghezza', 'Width'), type: 'number', min: '100' },
    { ...option, key: 'height', label: label('Altezza'), type: 'number' },
    {
      ...option,
      key: 'surface',
      label: label('Superficie'),
      type: 'choice',
      choices: [{ value: 'brushed', label: label('Satinata'), price_delta: '3.5' }],
    },
    { ...option, key: 'urgent', label: label('Urgente'), type: 'boolean', required: false },
  ],
  formula: 'base * width * height / 1000000',
  table: null,
};

describe('configure form model', () => {
  it('labels in the UI language, Italian when the translation is empty', () => {
    expect(labelIn(label('Larghezza', 'Width'), 'en')).toBe('Width');
    expect(labelIn(label('Altezza'), 'de')).toBe('Altezza');
  });

  it('starts from the stored values, empty otherwise, a yes/no at no', () => {
    expect(initialValues(sheet, { width: '1250', urgent: true })).toEqual({
      width: '1250',
      height: '',
      surface: '',
      urgent: true,
    });
    expect(initialValues(sheet).urgent).toBe(false);
  });

  it('sends every option, empty ones as null', () => {
    expect(toRowData(sheet, { width: '1250', height: '', surface: 'brushed' })).toEqual({
      width: '1250',
      height: null,
      surface: 'brushed',
      urgent: null,
    });
  });

  it('prices the values as the server does, or says which option is wrong', () => {
    const values = { width: '1000', height: '2000', surface: 'brushed', urgent: false };
    expect(previewPrice(sheet, 1, '40', values)).toEqual({ price: '83.5' });
    expect(previewPrice(sheet, 1, '40', { ...values, width: '50' })).toEqual({
      price: null,
      reason: null,
      message: null,
      errors: { width: 'validation.config_below_min' },
    });
    const broken = previewPrice({ ...sheet, formula: 'base * (width' }, 1, '40', values);
    expect(broken.price).toBeNull();
    expect(broken.price === null && broken.reason).toEqual({ key: 'configurator.formula_failed' });
  });

  it('maps the per-option errors of a 400 onto the form fields', () => {
    expect(errorsByKey({ 'rowData.width': 'Too small', version: 'x' })).toEqual({
      width: 'Too small',
    });
    expect(submissionErrors({ 'rowData.width': 'Too small' })).toEqual({
      'values.width': 'Too small',
    });
    expect(submissionErrors({})).toBeUndefined();
  });

  it('offers Configura on configured rows and rows of configurable articles', () => {
    const configurable = new Set([3]);
    expect(isConfigurable(makeRow({ article_id: 3 }), configurable)).toBe(true);
    expect(isConfigurable(makeRow({ article_id: 4 }), configurable)).toBe(false);
    expect(isConfigurable(makeRow({ article_id: 4, config: { a: 1 } }), configurable)).toBe(true);
  });
});

describe('definition form model', () => {
  it('round-trips a stored definition through the form', () => {
    expect(toDefinition(toDefinitionForm(sheet, 'en'))).toEqual(sheet);
  });

  it('reads breakpoints typed the Italian way and sizes the price grid by them', () => {
    expect(parseBreakpoints('500; 1000 1.500,5', ',')).toEqual(['500', '1000', '1500.5']);
    const form = toDefinitionForm(sheet, 'it');
    form.table = {
      rows: { key: 'height', breakpoints: '1000; 2000' },
      columns: { key: 'width', breakpoints: '500' },
      prices: [['10', '99'], []],
    };
    expect(toDefinition(form, ',').table).toEqual({
      rows: { key: 'height', breakpoints: ['1000', '2000'] },
      columns: { key: 'width', breakpoints: ['500'] },
      prices: [['10'], ['']],
    });
  });

  it('drops what a type does not use and empty parts', () => {
    const form = toDefinitionForm(sheet, 'en');
    form.dettagli[2].unit = 'mm';
    form.formula = '  ';
    const definition = toDefinition(form);
    expect(definition.dettagli[2].unit).toBeNull();
    expect(definition.formula).toBeNull();
    expect(definition.table).toBeNull();
  });

  it('hints the names a formula may use and the part a pricing type edits', () => {
    expect(formulaNames(toDefinitionForm(sheet, 'en')).variables).toEqual([
      'base',
      'width',
      'height',
    ]);
    expect([0, 1, 2].map(pricedBy)).toEqual([null, 'formula', 'table']);
  });

  it('puts server errors on the fields, a breakpoint error on the breakpoints field', () => {
    expect(
      definitionErrors({
        'dettagli.1.key': 'Repeated key',
        'table.rows.breakpoints.2': 'Not a decimal',
        'table.prices.2': 'Shape',
      }),
    ).toEqual({
      'dettagli.1.key': 'Repeated key',
      'table.rows.breakpoints': 'Not a decimal',
      'table.prices.2': 'Shape',
    });
  });
});
