import { describe, expect, it } from 'vitest';
import { ACADEMIC_RESULT_STATUS } from '@school/contract/enum/enum.values';
import { defaultNextClass } from './promotion-defaults';

const cls = (id: string, code: string, courseLevelId: string) => ({ id, code, courseLevelId });
const ctx = {
  gradeId: 'g7',
  nextGradeId: 'g8',
  fromClasses: [cls('old7A', '7A', 'g7'), cls('old7B', '7B', 'g7')],
  toClasses: [cls('new7A', '7A', 'g7'), cls('new7B', '7B', 'g7'), cls('new8A', '8A', 'g8'), cls('new8B', '8B', 'g8'), cls('cont', '8X', 'g8')],
};
const row = (previous: string, suggested: string | null = null) => ({ previousAcademicClassId: previous, suggestedNextAcademicClassId: suggested });

describe('default next class of a promotion row', () => {
  it('sends a pass to the class that continues hers when there is one', () => {
    expect(defaultNextClass(row('old7B', 'cont'), ACADEMIC_RESULT_STATUS.PASS, ctx)).toBe('cont');
  });
  it('otherwise sends a pass to the next grade, same section', () => {
    expect(defaultNextClass(row('old7B'), ACADEMIC_RESULT_STATUS.PASS, ctx)).toBe('new8B');
  });
  it('keeps a failed student in the same grade, same section', () => {
    expect(defaultNextClass(row('old7B'), ACADEMIC_RESULT_STATUS.FAILED, ctx)).toBe('new7B');
  });
  it('gives no class for re-exam, dropped out and undecided', () => {
    for (const status of [ACADEMIC_RESULT_STATUS.EXAM, ACADEMIC_RESULT_STATUS.DROPPED, ACADEMIC_RESULT_STATUS.DEFAULT]) {
      expect(defaultNextClass(row('old7A'), status, ctx)).toBeUndefined();
    }
  });
  it('gives no class when the next year has no class of that grade', () => {
    expect(defaultNextClass(row('old7A'), ACADEMIC_RESULT_STATUS.PASS, { ...ctx, nextGradeId: 'g9' })).toBeUndefined();
  });
});
