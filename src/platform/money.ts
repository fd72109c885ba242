// Decimal money. Amounts travel as strings, are computed with decimal.js (never a JavaScript
// number) and are stored as numeric. 38 significant digits cover numeric(38, 18).
import { Decimal } from 'decimal.js';

const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -40, toExpPos: 40 });
export type Money = InstanceType<typeof Money>;

export const ZERO: Money = new Money(0);

const DECIMAL_PATTERN = /^-?(0|[1-9][0-9]{0,19})(\.[0-9]{1,18})?$/;

/** Parses a decimal string; throws on anything else (including JavaScript numbers). */
export function money(value: string): Money {
  if (typeof value !== 'string' || !DECIMAL_PATTERN.test(value)) throw new TypeError(`Not a decimal amount: ${String(value)}`);
  return new Money(value);
}

/** Values read from numeric columns (any scale, no exponent). */
export function fromDb(value: string): Money {
  return new Money(value);
}

/**
 * Canonical wire form of every amount: plain notation, no exponent, no trailing zeros
 * ("250", "500.5", "-0.01"). Display precision is the client's concern (it varies by currency).
 */
export function format(value: Money): string {
  const fixed = value.toFixed();
  if (!fixed.includes('.')) return fixed === '-0' ? '0' : fixed;
  const trimmed = fixed.replace(/\.?0+$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

export function sum(values: Iterable<Money>): Money {
  let total = ZERO;
  for (const value of values) total = total.plus(value);
  return total;
}
