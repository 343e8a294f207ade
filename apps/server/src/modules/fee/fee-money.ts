import { CURRENCY_MINOR_UNITS, CURRENCY_TYPE } from '@school/contract';

/**
 * Exact money (issue 14): amounts are integer minor units of their currency (riel whole, dollars in cents).
 * The wire carries major units with at most two decimals; these convert once at the edge. Riel shown in place
 * of dollars are rounded to 100 ៛ as Cambodian receipts do (half up).
 */
export const minorUnits = (currency: number) => CURRENCY_MINOR_UNITS[currency] ?? 1;
export const toMinor = (major: number, currency: number) => Math.round(major * minorUnits(currency));
export const toMajor = (minor: number, currency: number) => minor / minorUnits(currency);

/** Basis points (10 % = 1000) of a percentage with at most two decimals. */
export const toBasisPoints = (percent: number) => Math.round(percent * 100);
export const fromBasisPoints = (bp: number) => bp / 100;

/** `part` basis points of `minor`, rounded half up to a minor unit (riel or cent). */
export const percentOf = (minor: number, bp: number) => Math.round((minor * bp) / 10000);

/** Riel rounded to the nearest 100 ៛ (half up), as a receipt prints a total in riel. */
export const roundRiel = (riel: number) => Math.round(riel / 100) * 100;

/**
 * An amount of one currency in the other at `rate` riel per dollar: dollars to riel rounded to 100 ៛, riel to
 * dollars rounded to the cent. Minor units in and out.
 */
export function convertMinor(minor: number, from: number, to: number, rate: number): number {
  if (from === to) return minor;
  if (from === CURRENCY_TYPE.USD && to === CURRENCY_TYPE.KHR) return roundRiel((minor * rate) / 100);
  return Math.round((minor * 100) / rate);
}
