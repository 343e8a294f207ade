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

/**
 * A column copied from a spreadsheet (Excel, LibreOffice, Google Sheets): one value per line, the first column
 * of each line, trailing empty lines dropped. `null` for a single value (the input takes it as typed).
 */
export function pastedColumn(text: string): string[] | null {
  const lines = text
    .replace(/\r/g, '')
    .split('\n')
    .map((line) => line.split('\t')[0]!.trim());
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines.length < 2 ? null : lines;
}

/**
 * Spreadsheet keys of a column of score boxes: Enter and ↓ the next box, ↑ the previous one. Answers the row to
 * move to (the caller focuses it), or null for any other key.
 */
export function moveOf(key: string, index: number): number | null {
  if (key === 'Enter' || key === 'ArrowDown') return index + 1;
  if (key === 'ArrowUp') return index - 1;
  return null;
}
