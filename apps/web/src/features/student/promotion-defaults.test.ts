import { describe, expect, it } from 'vitest';
import { ACADEMIC_RESULT_STATUS } from '@school/contract/enum/enum.values';
import { defaultNextClass, proposedChoice } from './promotion-defaults';

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

describe("the year result's proposal", () => {
  const undecided = (proposed: number | null, extra: Partial<{ academicResultStatus: number; promoteNextAcademicClassId: string | null }> = {}) => ({
    ...row('old7B'),
    proposedResultStatus: proposed,
    academicResultStatus: ACADEMIC_RESULT_STATUS.DEFAULT,
    promoteNextAcademicClassId: null,
    ...extra,
  });
  it('proposes a passed year into a class of the next grade and a failed one into the same grade', () => {
    expect(proposedChoice(undecided(ACADEMIC_RESULT_STATUS.PASS), ctx)).toEqual({ status: ACADEMIC_RESULT_STATUS.PASS, next: 'new8B' });
    expect(proposedChoice(undecided(ACADEMIC_RESULT_STATUS.FAILED), ctx)).toEqual({ status: ACADEMIC_RESULT_STATUS.FAILED, next: 'new7B' });
  });
  it('proposes nothing while the year result is incomplete, nor over what the office decided', () => {
    expect(proposedChoice(undecided(null), ctx)).toBeUndefined();
    expect(proposedChoice(undecided(ACADEMIC_RESULT_STATUS.PASS, { academicResultStatus: ACADEMIC_RESULT_STATUS.FAILED }), ctx)).toBeUndefined();
    expect(proposedChoice(undecided(ACADEMIC_RESULT_STATUS.PASS, { promoteNextAcademicClassId: 'new7A' }), ctx)).toBeUndefined();
  });
});
