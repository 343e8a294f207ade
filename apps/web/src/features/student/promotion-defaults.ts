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

type TPromotionCtx = Parameters<typeof defaultNextClass>[2];

/**
 * What the year result proposes for a row (issue 13: "the promotion screen proposes next year's class from it"):
 * a row not decided yet (result status default, no next class) whose year result is complete gets the proposed
 * result (pass or failed, from the server) and its default class: pass → a class of the next grade, failed → the
 * same grade. Undefined: nothing to propose (decided already, or the year result is incomplete or missing).
 */
export function proposedChoice(
  row: {
    proposedResultStatus: number | null;
    academicResultStatus: number;
    promoteNextAcademicClassId: string | null;
    suggestedNextAcademicClassId: string | null;
    previousAcademicClassId: string;
  },
  ctx: TPromotionCtx,
): { status: number; next: string | undefined } | undefined {
  if (row.proposedResultStatus == null || row.academicResultStatus !== ACADEMIC_RESULT_STATUS.DEFAULT || row.promoteNextAcademicClassId) return undefined;
  return { status: row.proposedResultStatus, next: defaultNextClass(row, row.proposedResultStatus, ctx) };
}
