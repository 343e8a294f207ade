import { ACADEMIC_SCORE_STATUS } from '@school/contract/enum/enum.values';
import { latinDigits } from '../../../lib/digits';

export type TCellProblem = 'notNumber' | 'belowZero' | 'aboveMax' | 'tooPrecise' | 'noScoreWhenAbsent';

/** A typed score read: '' is no score; Khmer digits and a decimal comma are accepted. */
export function readScore(text: string, status: number, max: number | null): { value: number | null; problem?: TCellProblem } {
  const trimmed = latinDigits(text.trim()).replace(',', '.');
  if (trimmed === '') return { value: null };
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(trimmed)) return { value: null, problem: 'notNumber' };
  const value = Number(trimmed);
  if (status !== ACADEMIC_SCORE_STATUS.NORMAL) return { value, problem: 'noScoreWhenAbsent' };
  if (value < 0) return { value, problem: 'belowZero' };
  if (max !== null && value > max) return { value, problem: 'aboveMax' };
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return { value, problem: 'tooPrecise' };
  return { value };
}
