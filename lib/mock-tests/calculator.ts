/*
 * The on-screen calculator of exams that offer one (CAT): a basic calculator with memory, as a pure reducer so
 * the key logic is tested apart from its buttons. Operations chain left to right, as on the exam's calculator
 * (2 + 3 × 4 = 20), and results are shown to 10 significant digits, so 0.1 + 0.2 reads 0.3.
 */

export type Operator = '+' | '-' | '*' | '/';
export type CalculatorKey =
  | '0'
  | '1'
  | '2'
  | '3'
  | '4'
  | '5'
  | '6'
  | '7'
  | '8'
  | '9'
  | '.'
  | Operator
  | '='
  | 'C'
  | 'back'
  | 'sqrt'
  | '%'
  | 'sign'
  | 'MC'
  | 'MR'
  | 'M+'
  | 'M-';

export interface CalculatorState {
  display: string;
  stored: number | null;
  operator: Operator | null;
  /** The next digit starts a new number instead of extending the display. */
  fresh: boolean;
  memory: number;
}

export const INITIAL_CALCULATOR: CalculatorState = { display: '0', stored: null, operator: null, fresh: true, memory: 0 };

const ERROR = 'Error';
const MAX_DIGITS = 14;

function show(value: number): string {
  if (!Number.isFinite(value)) return ERROR;
  const rounded = Number(value.toPrecision(10));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function apply(a: number, op: Operator, b: number): number {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return b === 0 ? Number.NaN : a / b;
  }
}

function current(state: CalculatorState): number {
  return state.display === ERROR ? 0 : Number(state.display);
}

function resolved(state: CalculatorState): number {
  return state.stored !== null && state.operator && !state.fresh
    ? apply(state.stored, state.operator, current(state))
    : current(state);
}

export function pressKey(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (state.display === ERROR && key !== 'C') return state;
  if (/^[0-9]$/.test(key)) {
    if (state.fresh) return { ...state, display: key, fresh: false };
    if (state.display.replace(/[-.]/g, '').length >= MAX_DIGITS) return state;
    return { ...state, display: state.display === '0' ? key : state.display + key };
  }
  switch (key) {
    case '.':
      if (state.fresh) return { ...state, display: '0.', fresh: false };
      return state.display.includes('.') ? state : { ...state, display: `${state.display}.` };
    case '+':
    case '-':
    case '*':
    case '/': {
      const value = resolved(state);
      return { ...state, display: show(value), stored: value, operator: key, fresh: true };
    }
    case '=': {
      if (state.stored === null || !state.operator) return { ...state, fresh: true };
      const value = state.fresh ? state.stored : apply(state.stored, state.operator, current(state));
      return { ...state, display: show(value), stored: null, operator: null, fresh: true };
    }
    case 'C':
      return { ...INITIAL_CALCULATOR, memory: state.memory };
    case 'back':
      if (state.fresh) return state;
      return {
        ...state,
        display: state.display.length > 1 && state.display !== '-0' ? state.display.slice(0, -1).replace(/^-$/, '0') : '0',
      };
    case 'sqrt': {
      const value = current(state);
      return { ...state, display: value < 0 ? ERROR : show(Math.sqrt(value)), fresh: true };
    }
    case '%': {
      // As on a desk calculator: 200 + 10 % is 200 + 20.
      const value = current(state);
      const base = state.stored !== null && (state.operator === '+' || state.operator === '-') ? state.stored : 1;
      return { ...state, display: show((base * value) / 100), fresh: false };
    }
    case 'sign':
      return { ...state, display: show(-current(state)) };
    case 'MC':
      return { ...state, memory: 0 };
    case 'MR':
      return { ...state, display: show(state.memory), fresh: false };
    case 'M+':
      return { ...state, memory: state.memory + current(state), fresh: true };
    case 'M-':
      return { ...state, memory: state.memory - current(state), fresh: true };
  }
  return state;
}
