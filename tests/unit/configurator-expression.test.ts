// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ExpressionError,
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH,
  evaluate,
} from '../../contract/configurator-expression';

const value = (source: string, variables: Record<string, string> = {}) =>
  evaluate(source, variables).toFixed();
const failure = (source: string, variables: Record<string, string> = {}) => {
  try {
    evaluate(source, variables);
  } catch (error) {
    expect(error).toBeInstanceOf(ExpressionError);
    return error as ExpressionError;
  }
  throw new Error(`'${source}' did not fail`);
};

describe('the formula evaluator', () => {
  it('follows the usual precedence and associativity', () => {
    expect(value('1 + 2 * 3')).toBe('7');
    expect(value('(1 + 2) * 3')).toBe('9');
    expect(value('10 - 4 - 3')).toBe('3');
    expect(value('2 ^ 3 ^ 2')).toBe('512');
    expect(value('-2 ^ 2')).toBe('-4');
    expect(value('(-2) ^ 2')).toBe('4');
    expect(value('2 * -3')).toBe('-6');
    expect(value('--3 + +2')).toBe('5');
    expect(value('100 / 8 / 5')).toBe('2.5');
  });

  it('computes with exact decimals, not floats', () => {
    expect(value('0.1 + 0.2')).toBe('0.3');
    expect(
      value('base * width * height / 1000000', { base: '48.5', width: '1250', height: '800' }),
    ).toBe('48.5');
    expect(value('round(1 / 3 * 3, 8)')).toBe('1');
  });

  it('knows min, max, round, ceil, floor and abs', () => {
    expect(value('min(3, 1, 2) + max(4, 9)')).toBe('10');
    expect(value('round(2.345, 2)')).toBe('2.35');
    expect(value('round(2.5)')).toBe('3');
    expect(value('ceil(1.01) + floor(1.99) + abs(-4)')).toBe('7');
    expect(failure('min()').code).toBe('syntax');
    expect(failure('abs(1, 2)').code).toBe('arguments');
    expect(failure('round(1, 1.5)').code).toBe('arguments');
  });

  it('answers clear errors: unknown name, division by zero, syntax with position', () => {
    const unknown = failure('base * depth', { base: '2' });
    expect(unknown).toMatchObject({ code: 'unknown_identifier', identifier: 'depth', position: 7 });
    expect(unknown.message).toBe("Unknown name 'depth' at position 8");
    expect(failure('1 / (2 - 2)').code).toBe('division_by_zero');
    const syntax = failure('2 * (3 + 4');
    expect(syntax).toMatchObject({ code: 'syntax', position: 10 });
    expect(syntax.message).toContain('position 11');
    expect(failure('2 $ 3')).toMatchObject({ code: 'syntax', position: 2 });
    expect(failure('2 3').code).toBe('syntax');
    expect(failure('').code).toBe('syntax');
    expect(failure('sqrt(4)').code).toBe('unknown_function');
  });

  it('reaches nothing outside its variables: no globals, no prototype, no eval', () => {
    for (const name of ['constructor', 'process', 'globalThis', '__proto__', 'toString', 'eval']) {
      expect(failure(`${name}`).code).toBe('unknown_identifier');
    }
    expect(failure('constructor(1)').code).toBe('unknown_function');
    expect(failure('x.constructor').code).toBe('syntax');
    expect(failure('"a"').code).toBe('syntax');
    expect(failure('a[0]').code).toBe('syntax');
    expect(failure('hasOwnProperty', {}).code).toBe('unknown_identifier');
  });

  it('is bounded: length, nesting and exponent', () => {
    expect(failure('1+'.repeat(MAX_EXPRESSION_LENGTH) + '1').code).toBe('too_long');
    expect(
      failure('('.repeat(MAX_EXPRESSION_DEPTH + 1) + '1' + ')'.repeat(MAX_EXPRESSION_DEPTH + 1))
        .code,
    ).toBe('too_deep');
    expect(failure('-'.repeat(100) + '1').code).toBe('too_deep');
    expect(failure('10 ^ 1000').code).toBe('out_of_range');
    expect(failure('0 ^ -1').code).toBe('out_of_range');
  });
});
