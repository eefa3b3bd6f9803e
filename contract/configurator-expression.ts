import Decimal from 'decimal.js';

/**
 * A small, safe arithmetic evaluator for the configurator's price formulas, shared
 * by the API and the SPA's live preview. A tokenizer and a recursive-descent parser build a
 * tree; evaluation walks it with exact decimals. Nothing is ever handed to `eval` or
 * `new Function`, and names are looked up in a Map, so `constructor` or `process` are just
 * unknown names. Grammar (docs/configurator.md):
 *
 *   expression := term (('+' | '-') term)*
 *   term       := unary (('*' | '/') unary)*
 *   unary      := ('-' | '+') unary | power
 *   power      := primary ('^' unary)?          (right-associative; -2^2 = -4)
 *   primary    := number | name | name '(' expression (',' expression)* ')' | '(' expression ')'
 */

/** Decimals of the evaluator: 34 significant digits, half-up. */
export const Dec = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

export const MAX_EXPRESSION_LENGTH = 500;
export const MAX_EXPRESSION_DEPTH = 32;
const MAX_EXPONENT = 64;

export type ExpressionErrorCode =
  | 'syntax'
  | 'too_long'
  | 'too_deep'
  | 'unknown_identifier'
  | 'unknown_function'
  | 'arguments'
  | 'division_by_zero'
  | 'out_of_range';

export class ExpressionError extends Error {
  constructor(
    readonly code: ExpressionErrorCode,
    message: string,
    /** 0-based character offset in the source, when the error has one. */
    readonly position?: number,
    readonly identifier?: string,
  ) {
    super(message);
    this.name = 'ExpressionError';
  }
}

export type Node =
  | { kind: 'number'; value: Dec }
  | { kind: 'name'; name: string; position: number }
  | { kind: 'unary'; operand: Node }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/' | '^'; left: Node; right: Node; position: number }
  | { kind: 'call'; name: string; args: Node[]; position: number };

type Token = { type: 'number' | 'name' | 'op' | 'end'; text: string; position: number };

/** Functions by name: [min arguments, max arguments, implementation]. */
const FUNCTIONS = new Map<string, [number, number, (args: Dec[]) => Dec]>([
  ['min', [1, 20, (a) => Dec.min(...a)]],
  ['max', [1, 20, (a) => Dec.max(...a)]],
  ['abs', [1, 1, ([x]) => x.abs()]],
  ['ceil', [1, 1, ([x]) => x.ceil()]],
  ['floor', [1, 1, ([x]) => x.floor()]],
  ['round', [1, 2, ([x, d]) => x.toDecimalPlaces(d ? digits(d) : 0, Dec.ROUND_HALF_UP)]],
]);
export const FUNCTION_NAMES: readonly string[] = [...FUNCTIONS.keys()];

function digits(d: Dec): number {
  if (!d.isInteger() || d.lt(0) || d.gt(12)) {
    throw new ExpressionError('arguments', 'round(x, digits): digits must be an integer 0-12');
  }
  return d.toNumber();
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?|\.\d+)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/^(),]))/y;
  let at = 0;
  while (at < source.length) {
    if (/^\s*$/.test(source.slice(at))) break;
    pattern.lastIndex = at;
    const match = pattern.exec(source);
    if (!match) {
      const position = at + (/^\s*/.exec(source.slice(at))?.[0].length ?? 0);
      throw new ExpressionError(
        'syntax',
        `Syntax error at position ${position + 1}: unexpected '${source[position]}'`,
        position,
      );
    }
    const text = match[1] ?? match[2] ?? match[3];
    const position = pattern.lastIndex - text.length;
    tokens.push({ type: match[1] ? 'number' : match[2] ? 'name' : 'op', text, position });
    at = pattern.lastIndex;
  }
  tokens.push({ type: 'end', text: '', position: source.length });
  return tokens;
}

/** Parses a formula into a tree; throws an ExpressionError (syntax, with its position). */
export function parseExpression(source: string): Node {
  if (source.length > MAX_EXPRESSION_LENGTH) {
    throw new ExpressionError(
      'too_long',
      `Formula longer than ${MAX_EXPRESSION_LENGTH} characters`,
    );
  }
  const tokens = tokenize(source);
  let index = 0;
  let depth = 0;
  const peek = () => tokens[index];
  const fail = (token: Token, expected: string): never => {
    const found = token.type === 'end' ? 'the end' : `'${token.text}'`;
    throw new ExpressionError(
      'syntax',
      `Syntax error at position ${token.position + 1}: expected ${expected}, found ${found}`,
      token.position,
    );
  };
  const expect = (text: string) => {
    if (peek().text !== text || peek().type !== 'op') fail(peek(), `'${text}'`);
    index += 1;
  };
  const nested = <T>(parse: () => T): T => {
    depth += 1;
    if (depth > MAX_EXPRESSION_DEPTH) {
      throw new ExpressionError('too_deep', `Formula nested deeper than ${MAX_EXPRESSION_DEPTH}`);
    }
    const node = parse();
    depth -= 1;
    return node;
  };

  const expression = (): Node =>
    nested(() => {
      let left = term();
      while (peek().type === 'op' && (peek().text === '+' || peek().text === '-')) {
        const { text, position } = tokens[index++];
        left = { kind: 'binary', op: text as '+' | '-', left, right: term(), position };
      }
      return left;
    });
  const term = (): Node => {
    let left = unary();
    while (peek().type === 'op' && (peek().text === '*' || peek().text === '/')) {
      const { text, position } = tokens[index++];
      left = { kind: 'binary', op: text as '*' | '/', left, right: unary(), position };
    }
    return left;
  };
  const unary = (): Node =>
    nested(() => {
      const token = peek();
      if (token.type === 'op' && (token.text === '-' || token.text === '+')) {
        index += 1;
        const operand = unary();
        return token.text === '-' ? { kind: 'unary', operand } : operand;
      }
      return power();
    });
  const power = (): Node => {
    const base = primary();
    if (peek().type === 'op' && peek().text === '^') {
      const { position } = tokens[index++];
      return { kind: 'binary', op: '^', left: base, right: unary(), position };
    }
    return base;
  };
  const primary = (): Node => {
    const token = tokens[index];
    if (token.type === 'number') {
      index += 1;
      return { kind: 'number', value: new Dec(token.text) };
    }
    if (token.type === 'name') {
      index += 1;
      if (!(peek().type === 'op' && peek().text === '(')) {
        return { kind: 'name', name: token.text, position: token.position };
      }
      index += 1;
      const args = [expression()];
      while (peek().type === 'op' && peek().text === ',') {
        index += 1;
        args.push(expression());
      }
      expect(')');
      return { kind: 'call', name: token.text, args, position: token.position };
    }
    if (token.type === 'op' && token.text === '(') {
      index += 1;
      const inner = expression();
      expect(')');
      return inner;
    }
    return fail(token, 'a number, a name or (');
  };

  const tree = expression();
  if (peek().type !== 'end') fail(peek(), 'an operator');
  return tree;
}

/** The names (variables) a tree uses, with the position of their first use. */
export function namesIn(node: Node, found = new Map<string, number>()): Map<string, number> {
  if (node.kind === 'name' && !found.has(node.name)) found.set(node.name, node.position);
  if (node.kind === 'unary') namesIn(node.operand, found);
  if (node.kind === 'binary') [node.left, node.right].forEach((n) => namesIn(n, found));
  if (node.kind === 'call') node.args.forEach((n) => namesIn(n, found));
  return found;
}

/** Throws unless `node` calls a known function with a number of arguments it takes. */
function checkCall(node: Extract<Node, { kind: 'call' }>) {
  const fn = FUNCTIONS.get(node.name);
  if (!fn) {
    throw new ExpressionError(
      'unknown_function',
      `Unknown function '${node.name}' at position ${node.position + 1}`,
      node.position,
      node.name,
    );
  }
  if (node.args.length < fn[0] || node.args.length > fn[1]) {
    const takes = fn[0] === fn[1] ? `${fn[0]}` : `${fn[0]}-${fn[1]}`;
    throw new ExpressionError(
      'arguments',
      `${node.name}() takes ${takes} arguments, not ${node.args.length} (position ${node.position + 1})`,
      node.position,
      node.name,
    );
  }
  return fn[2];
}

/** Checks every function call of a tree (known function, number of arguments). */
export function checkCalls(node: Node): void {
  if (node.kind === 'unary') checkCalls(node.operand);
  if (node.kind === 'binary') [node.left, node.right].forEach(checkCalls);
  if (node.kind !== 'call') return;
  checkCall(node);
  node.args.forEach(checkCalls);
}

/** Evaluates a tree with the given variables (a Map: no prototype lookups). */
export function evaluateTree(node: Node, variables: ReadonlyMap<string, Decimal.Value>): Dec {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'name': {
      const value = variables.get(node.name);
      if (value === undefined) {
        throw new ExpressionError(
          'unknown_identifier',
          `Unknown name '${node.name}' at position ${node.position + 1}`,
          node.position,
          node.name,
        );
      }
      return new Dec(value);
    }
    case 'unary':
      return evaluateTree(node.operand, variables).negated();
    case 'call': {
      const fn = checkCall(node);
      return fn(node.args.map((arg) => evaluateTree(arg, variables)));
    }
    case 'binary': {
      const left = evaluateTree(node.left, variables);
      const right = evaluateTree(node.right, variables);
      if (node.op === '+') return left.plus(right);
      if (node.op === '-') return left.minus(right);
      if (node.op === '*') return left.times(right);
      if (node.op === '/') {
        if (right.isZero()) {
          throw new ExpressionError(
            'division_by_zero',
            `Division by zero at position ${node.position + 1}`,
            node.position,
          );
        }
        return left.dividedBy(right);
      }
      if (right.abs().gt(MAX_EXPONENT) || (left.isZero() && right.lte(0))) {
        throw new ExpressionError(
          'out_of_range',
          `Power out of range at position ${node.position + 1}`,
          node.position,
        );
      }
      const result = left.pow(right);
      if (!result.isFinite()) {
        throw new ExpressionError(
          'out_of_range',
          `Power out of range at position ${node.position + 1}`,
          node.position,
        );
      }
      return result;
    }
  }
}

/**
 * Parses and evaluates `source` with `variables` (a plain object is copied into a Map, own
 * properties only). Throws an ExpressionError with a clear message.
 */
export function evaluate(
  source: string,
  variables: ReadonlyMap<string, Decimal.Value> | Record<string, Decimal.Value> = {},
): Dec {
  const tree = parseExpression(source);
  checkCalls(tree);
  const map = variables instanceof Map ? variables : new Map(Object.entries(variables));
  return evaluateTree(tree, map);
}
