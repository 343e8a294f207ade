import { ACADEMIC_RESULT_STATUS } from '@school/contract/enum/enum.values';

type TClassLike = { id: string; code: string; courseLevelId: string };

/** "7A" → "A": the part of a class code after its grade number, to keep a section from year to year. */
const section = (code: string) => code.replace(/^\d+/, '').toUpperCase();

/**
 * The class a student goes to by default (issue 5 'promotion'): pass → the class that continues hers
 * (the server's suggestion) or a class of the next grade with the same section; failed → a class of the
 * same grade, same section; re-exam, dropped or undecided → none (decided later, or the student leaves).
 */
export function defaultNextClass(
  row: { suggestedNextAcademicClassId: string | null; previousAcademicClassId: string },
  status: number,
  ctx: { gradeId: string | undefined; nextGradeId: string | undefined; fromClasses: TClassLike[]; toClasses: TClassLike[] },
): string | undefined {
  const own = ctx.fromClasses.find((c) => c.id === row.previousAcademicClassId);
  const pick = (gradeId: string | undefined) => {
    const candidates = ctx.toClasses.filter((c) => c.courseLevelId === gradeId);
    return (candidates.find((c) => own && section(c.code) === section(own.code)) ?? candidates[0])?.id;
  };
  if (status === ACADEMIC_RESULT_STATUS.PASS) {
    const suggested = ctx.toClasses.find((c) => c.id === row.suggestedNextAcademicClassId);
    return suggested?.id ?? pick(ctx.nextGradeId);
  }
  if (status === ACADEMIC_RESULT_STATUS.FAILED) return pick(ctx.gradeId);
  return undefined;
}
