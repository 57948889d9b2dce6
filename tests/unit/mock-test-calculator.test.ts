import { describe, expect, it } from 'vitest';
import { INITIAL_CALCULATOR, pressKey, type CalculatorKey } from '@/lib/mock-tests/calculator';

function press(...keys: CalculatorKey[]) {
  return keys.reduce(pressKey, INITIAL_CALCULATOR);
}

describe('on-screen calculator', () => {
  it('chains operations left to right, as the exam calculator does', () => {
    expect(press('2', '+', '3', '*', '4', '=').display).toBe('20');
    expect(press('1', '2', '/', '4', '=').display).toBe('3');
  });

  it('shows 10 significant digits, so float noise does not appear', () => {
    expect(press('.', '1', '+', '.', '2', '=').display).toBe('0.3');
    expect(press('1', '/', '3', '=').display).toBe('0.3333333333');
  });

  it('reports division by zero and the root of a negative number as an error until cleared', () => {
    expect(press('5', '/', '0', '=').display).toBe('Error');
    expect(press('5', '/', '0', '=', '7').display).toBe('Error');
    expect(press('5', '/', '0', '=', 'C', '7').display).toBe('7');
    expect(press('9', 'sign', 'sqrt').display).toBe('Error');
  });

  it('has square root, percentages, sign and backspace', () => {
    expect(press('1', '4', '4', 'sqrt').display).toBe('12');
    expect(press('2', '0', '0', '+', '1', '0', '%', '=').display).toBe('220');
    expect(press('5', '0', '%').display).toBe('0.5');
    expect(press('1', '2', '3', 'back').display).toBe('12');
    expect(press('7', 'sign').display).toBe('-7');
  });

  it('keeps a memory across clears', () => {
    const state = press('1', '5', 'M+', '5', 'M+', '3', 'M-', 'C', 'MR');
    expect(state.display).toBe('17');
    expect(press('4', 'M+', 'MC', 'MR').display).toBe('0');
  });

  it('ignores a second decimal point and digits beyond fourteen', () => {
    expect(press('1', '.', '5', '.', '2').display).toBe('1.52');
    const many = press(...(Array.from({ length: 16 }, () => '9') as CalculatorKey[]));
    expect(many.display).toHaveLength(14);
  });
});
