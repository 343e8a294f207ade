import {
  ACADEMIC_RESULT_STATUS,
  STUDENT_STATUS,
  type TAcademicCardCreate,
  type TAcademicCardUpdate,
  type TAddAcademicClass,
  type TChangeClassRequest,
  type TChangeClassRow,
  type TPromotionRequest,
  type TPromotionRow,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { badRequest, conflict, missingReference, notFound, stale } from '../../lib/app-error';
import { analyzeAfterBulkWrite } from '../../db/analyze';
import { inTenant } from '../../db/tenant';
import { CARD_ACTOR_TYPE } from '@school/contract/enum/enum.setup';
import { requireYear } from '../academic-year/academic-year.service';
import * as repo from './student.repository';
import { personFullName as fullName, personFullNameEn as fullNameEn } from '../../lib/person-name';
import { academicInfos, studentNotFound, placementNotFound, toCard } from './student.service';
import { yearResultsOfClasses } from '../score/index';

/**
 * Where a student is placed: her class of a year, that year's cards and reference card, changing class and
 * the end-of-year promotion (data-calls §7). Every change names the Version it read.
 */

// ---------------------------------------------------------------------------------------------------
// Years, cards, guardians

async function placedRow(tx: TQueryable, campusId: string, placementId: string) {
  const placement = await repo.getPlacement(tx, { campusId, id: placementId });
  if (!placement) throw placementNotFound();
  const [row] = (await repo.listPlacements(tx, { campusId, studentIds: [placement.studentId], academicYearId: placement.academicYearId })).filter(
    (r) => r.placement.id === placementId,
  );
  return row!;
}

async function loadAcademicInfo(tx: TQueryable, campusId: string, placementId: string) {
  const row = await placedRow(tx, campusId, placementId);
  return (await academicInfos(tx, campusId, [row]))[0]!;
}

export const setReferenceCard = (deps: TAppDeps, auth: TAuth, body: { Id: string; Version: number; ReferenceCardId?: string }) =>
  inTenant(deps, auth, async (tx) => {
    const changed = await repo.setReferenceCard(tx, {
      campusId: auth.campusId,
      id: body.Id,
      version: body.Version,
      referenceCardId: body.ReferenceCardId ?? null,
    });
    if (changed.length === 0) {
      if (await repo.getPlacement(tx, { campusId: auth.campusId, id: body.Id })) throw stale();
      throw placementNotFound();
    }
    return loadAcademicInfo(tx, auth.campusId, body.Id);
  });

export const addAcademicClass = (deps: TAppDeps, auth: TAuth, body: TAddAcademicClass) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    if (!(await repo.getStudent(tx, { campusId, id: body.StudentId }))) throw studentNotFound();
    await requireYear(tx, campusId, body.AcademicYearId);
    const [cls] = await repo.getClasses(tx, { campusId, ids: [body.AcademicClassId] });
    if (!cls) throw missingReference('ថ្នាក់', 'class');
    if (cls.academicYearId !== body.AcademicYearId)
      throw badRequest('ថ្នាក់នេះមិនមែនជាថ្នាក់នៃឆ្នាំសិក្សាដែលបានជ្រើសទេ', 'The class is not a class of the chosen academic year');
    if (await repo.findPlacementOfYear(tx, { campusId, studentId: body.StudentId, academicYearId: body.AcademicYearId }))
      throw conflict('សិស្សនេះមានថ្នាក់ក្នុងឆ្នាំសិក្សានេះរួចហើយ', 'The student already has a class in this academic year');
    const cards = await repo.getCards(tx, { campusId, ids: body.AcademicCards.map((c) => c.CardId) });
    for (const c of body.AcademicCards) {
      if (!cards.some((k) => k.id === c.CardId && k.actorType === CARD_ACTOR_TYPE.STUDENT)) throw missingReference('កាតសិស្ស', 'student card');
    }
    if (new Set(body.AcademicCards.map((c) => c.CardId)).size !== body.AcademicCards.length)
      throw badRequest('កាតមួយប្រភេទអាចមានតែម្តងក្នុងមួយឆ្នាំ', 'A kind of card can be given only once a year');
    const [placement] = await repo.insertPlacements(tx, {
      campusId,
      rows: [
        {
          studentId: body.StudentId,
          academicYearId: body.AcademicYearId,
          academicClassId: body.AcademicClassId,
          referenceCardId: body.ReferenceCardId ?? null,
        },
      ],
    });
    await repo.insertAcademicCards(tx, {
      campusId,
      rows: body.AcademicCards.map((c) => ({
        studentAcademicClassId: placement!.id,
        cardId: c.CardId,
        cardNumber: c.CardNumber ?? null,
        issueDate: c.IssueDate ?? null,
        expiryDate: c.ExpiryDate ?? null,
      })),
    });
    return loadAcademicInfo(tx, campusId, placement!.id);
  });

async function requireStudentCard(tx: TQueryable, campusId: string, cardId: string) {
  const [found] = await repo.getCards(tx, { campusId, ids: [cardId] });
  if (!found || found.actorType !== CARD_ACTOR_TYPE.STUDENT) throw missingReference('កាតសិស្ស', 'student card');
}

const cardTwice = () => conflict('សិស្សនេះមានកាតប្រភេទនេះក្នុងឆ្នាំនេះរួចហើយ', 'The student already has this kind of card this year');

async function loadCard(tx: TQueryable, campusId: string, id: string) {
  const card = await repo.getAcademicCard(tx, { campusId, id });
  const [row] = (await repo.listAcademicCards(tx, { campusId, placementIds: [card!.studentAcademicClassId] })).filter((c) => c.id === id);
  return toCard(row!);
}

export const createAcademicCard = (deps: TAppDeps, auth: TAuth, body: TAcademicCardCreate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    if (!(await repo.getPlacement(tx, { campusId, id: body.StudentAcademicClassId }))) throw placementNotFound();
    await requireStudentCard(tx, campusId, body.CardId);
    if (await repo.findAcademicCard(tx, { campusId, placementId: body.StudentAcademicClassId, cardId: body.CardId })) throw cardTwice();
    const [row] = await repo.insertAcademicCards(tx, {
      campusId,
      rows: [
        {
          studentAcademicClassId: body.StudentAcademicClassId,
          cardId: body.CardId,
          cardNumber: body.CardNumber ?? null,
          issueDate: body.IssueDate ?? null,
          expiryDate: body.ExpiryDate ?? null,
        },
      ],
    });
    return loadCard(tx, campusId, row!.id);
  });

export const updateAcademicCard = (deps: TAppDeps, auth: TAuth, body: TAcademicCardUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const current = await repo.getAcademicCard(tx, { campusId, id: body.Id });
    if (!current) throw notFound('រកមិនឃើញកាតនេះទេ', 'The card was not found');
    await requireStudentCard(tx, campusId, body.CardId);
    if (await repo.findAcademicCard(tx, { campusId, placementId: current.studentAcademicClassId, cardId: body.CardId, exceptId: body.Id })) throw cardTwice();
    await repo.studentAcademicCardRows.update(
      tx,
      { campusId, id: body.Id, version: body.Version },
      {
        cardId: body.CardId,
        cardNumber: body.CardNumber ?? null,
        issueDate: body.IssueDate ?? null,
        expiryDate: body.ExpiryDate ?? null,
      },
    );
    return loadCard(tx, campusId, body.Id);
  });

export const deleteAcademicCard = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, (tx) => repo.studentAcademicCardRows.delete(tx, { campusId: auth.campusId, id }));

// ---------------------------------------------------------------------------------------------------
// Change class (data-calls §3 'Change-class row')

function toChangeClassRow(r: repo.TPlacedStudentRow): TChangeClassRow {
  return {
    Id: r.placement.id,
    StudentId: r.student.id,
    Code: r.student.code,
    FullName: fullName(r.student),
    FullNameEn: fullNameEn(r.student),
    Gender: r.student.gender,
    AcademicYearId: r.placement.academicYearId,
    AcademicClassId: r.placement.academicClassId,
    AcademicClassDescription: r.classDescription,
    AcademicClassDescriptionEn: r.classDescriptionEn,
    Status: r.placement.status,
    ToAcademicClassId: null,
    ToAcademicClassDescription: null,
    ToAcademicClassDescriptionEn: null,
    Version: r.placement.version,
  };
}

export const changeClassRows = (deps: TAppDeps, auth: TAuth, academicClassId: string) =>
  inTenant(deps, auth, async (tx) => {
    const [cls] = await repo.getClasses(tx, { campusId: auth.campusId, ids: [academicClassId] });
    if (!cls) throw missingReference('ថ្នាក់', 'class');
    return (await repo.listClassPlacements(tx, { campusId: auth.campusId, academicClassIds: [academicClassId] })).map(toChangeClassRow);
  });

const rowError = (code: string, km: string, en: string) => badRequest(`សិស្ស ${code}៖ ${km}`, `Student ${code}: ${en}`);

/** All rows move or none: the first bad row (unknown, stale, a class of another year) refuses the batch. */
export const changeClass = (deps: TAppDeps, auth: TAuth, rows: TChangeClassRequest) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const ids = rows.map((r) => r.Id);
    if (new Set(ids).size !== ids.length) throw badRequest('សិស្សដដែលមានពីរដងក្នុងបញ្ជី', 'The same student is listed twice');
    const placements = new Map((await repo.getPlacementsByIds(tx, { campusId, ids })).map((p) => [p.id, p]));
    const students = new Map((await repo.getStudents(tx, { campusId, ids: [...placements.values()].map((p) => p.studentId) })).map((s) => [s.id, s]));
    const targets = new Map(
      (await repo.getClasses(tx, { campusId, ids: rows.flatMap((r) => (r.ToAcademicClassId ? [r.ToAcademicClassId] : [])) })).map((c) => [c.id, c]),
    );
    const moved: string[] = [];
    for (const row of rows) {
      const placement = placements.get(row.Id);
      if (!placement) throw placementNotFound();
      const code = students.get(placement.studentId)?.code ?? '';
      if (placement.version !== row.Version) throw stale();
      if (!row.ToAcademicClassId || row.ToAcademicClassId === placement.academicClassId) continue;
      const target = targets.get(row.ToAcademicClassId);
      if (!target) throw rowError(code, 'រកមិនឃើញថ្នាក់ថ្មី', 'the new class was not found');
      if (target.academicYearId !== placement.academicYearId)
        throw rowError(code, 'ថ្នាក់ថ្មីត្រូវតែជាថ្នាក់នៃឆ្នាំសិក្សាដដែល', 'the new class must be a class of the same academic year');
      const changed = await repo.movePlacement(tx, { campusId, id: placement.id, version: row.Version, academicClassId: target.id });
      if (changed.length === 0) throw stale();
      moved.push(placement.id);
    }
    const after = await repo.listPlacementsByIds(tx, { campusId, ids: moved });
    return after.map(toChangeClassRow);
  });

// ---------------------------------------------------------------------------------------------------
// Promotion (data-calls §3 'Promotion row'; portal §3 'Academic result status')

/** The status a result gives the placement of the ending year; leaving statuses (transferred …) stay. */
const PROMOTABLE: readonly number[] = [STUDENT_STATUS.ACTIVE, STUDENT_STATUS.PROMOTED, STUDENT_STATUS.REPEATED, STUDENT_STATUS.DROPPED];
function statusForResult(result: number, current: number): number {
  if (!PROMOTABLE.includes(current)) return current;
  if (result === ACADEMIC_RESULT_STATUS.PASS) return STUDENT_STATUS.PROMOTED;
  if (result === ACADEMIC_RESULT_STATUS.FAILED) return STUDENT_STATUS.REPEATED;
  if (result === ACADEMIC_RESULT_STATUS.DROPPED) return STUDENT_STATUS.DROPPED;
  return STUDENT_STATUS.ACTIVE;
}

async function promotionRowsOf(tx: TQueryable, campusId: string, placements: repo.TPlacedStudentRow[]): Promise<TPromotionRow[]> {
  const classIds = [...new Set(placements.map((p) => p.placement.academicClassId))];
  const suggestions = await repo.nextClassesOf(tx, { campusId, classIds });
  // The year result each proposal follows (issue 13: the promotion screen proposes next year's class from it).
  const results = await yearResultsOfClasses(tx, { campusId, classIds });
  return placements.map((r) => {
    const y = results.get(`${r.placement.academicClassId}:${r.student.id}`);
    return {
      Id: r.placement.id,
      StudentId: r.student.id,
      Code: r.student.code,
      FullName: fullName(r.student),
      FullNameEn: fullNameEn(r.student),
      Gender: r.student.gender,
      AcademicYearId: r.placement.academicYearId,
      PreviousAcademicClassId: r.placement.academicClassId,
      PreviousAcademicClassDescription: r.classDescription,
      PreviousAcademicClassDescriptionEn: r.classDescriptionEn,
      Status: r.placement.status,
      AcademicResultStatus: r.placement.academicResultStatus,
      PromoteNextAcademicClassId: r.placement.promoteNextAcademicClassId,
      PromoteNextAcademicClassDescription: r.nextClassDescription,
      PromoteNextAcademicClassDescriptionEn: r.nextClassDescriptionEn,
      SuggestedNextAcademicClassId: suggestions.find((s) => s.previousAcademicClassId === r.placement.academicClassId)?.id ?? null,
      YearResult: y
        ? {
            State: y.state,
            Average: y.average,
            Percent: y.percent,
            Rank: y.rank,
            Grade: y.grade,
            Mention: y.mention,
            MentionEn: y.mentionEn,
            Passed: y.passed,
          }
        : null,
      ProposedResultStatus: y?.state === 'complete' && y.passed != null ? (y.passed ? ACADEMIC_RESULT_STATUS.PASS : ACADEMIC_RESULT_STATUS.FAILED) : null,
      Version: r.placement.version,
    };
  });
}

export const promotionRows = (deps: TAppDeps, auth: TAuth, q: { academicYearId: string; courseLevelId: string; academicClassId?: string }) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    await requireYear(tx, campusId, q.academicYearId);
    const classes = (await repo.classesOfYear(tx, { campusId, academicYearId: q.academicYearId, courseLevelId: q.courseLevelId })).filter(
      (c) => !q.academicClassId || c.id === q.academicClassId,
    );
    const placements = await repo.listClassPlacements(tx, { campusId, academicClassIds: classes.map((c) => c.id) });
    return promotionRowsOf(tx, campusId, placements);
  });

/**
 * Saves every row or none. A row's next class must belong to a later year; saving it places the student
 * in that class (or moves her placement of that year there). Clearing it removes the placement the
 * promotion had made, if she is still in that class.
 */
const savePromotionTx = (deps: TAppDeps, auth: TAuth, body: TPromotionRequest) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const ids = body.Students.map((r) => r.Id);
    if (new Set(ids).size !== ids.length) throw badRequest('សិស្សដដែលមានពីរដងក្នុងបញ្ជី', 'The same student is listed twice');
    const placements = new Map((await repo.getPlacementsByIds(tx, { campusId, ids })).map((p) => [p.id, p]));
    const students = new Map((await repo.getStudents(tx, { campusId, ids: [...placements.values()].map((p) => p.studentId) })).map((s) => [s.id, s]));
    const classIds = [
      ...new Set([
        ...body.Students.flatMap((r) => (r.PromoteNextAcademicClassId ? [r.PromoteNextAcademicClassId] : [])),
        ...[...placements.values()].flatMap((p) => (p.promoteNextAcademicClassId ? [p.promoteNextAcademicClassId] : [])),
      ]),
    ];
    const classes = new Map((await repo.getClasses(tx, { campusId, ids: classIds })).map((c) => [c.id, c]));
    const years = new Map((await repo.listYears(tx, { campusId })).map((y) => [y.id, y]));
    for (const row of body.Students) {
      const placement = placements.get(row.Id);
      if (!placement) throw placementNotFound();
      const code = students.get(placement.studentId)?.code ?? '';
      if (placement.version !== row.Version) throw stale();
      const nextId = row.PromoteNextAcademicClassId ?? null;
      if (nextId) {
        const next = classes.get(nextId);
        if (!next) throw rowError(code, 'រកមិនឃើញថ្នាក់បន្ទាប់', 'the next class was not found');
        if ((years.get(next.academicYearId)?.fromYear ?? 0) <= (years.get(placement.academicYearId)?.fromYear ?? 0))
          throw rowError(code, 'ថ្នាក់បន្ទាប់ត្រូវតែជាថ្នាក់នៃឆ្នាំសិក្សាក្រោយ', 'the next class must be a class of a later academic year');
        if (row.AcademicResultStatus === ACADEMIC_RESULT_STATUS.DROPPED)
          throw rowError(code, 'សិស្សដែលបោះបង់ការសិក្សាមិនអាចមានថ្នាក់បន្ទាប់ទេ', 'a student who dropped out cannot have a next class');
        if (!PROMOTABLE.includes(placement.status))
          throw rowError(code, 'សិស្សនេះបានចាកចេញពីសាលា មិនអាចឡើងថ្នាក់បានទេ', 'the student has left the school and cannot be promoted');
      }
      const changed = await repo.setPromotion(tx, {
        campusId,
        id: placement.id,
        version: row.Version,
        academicResultStatus: row.AcademicResultStatus,
        promoteNextAcademicClassId: nextId,
        status: statusForResult(row.AcademicResultStatus, placement.status),
      });
      if (changed.length === 0) throw stale();
      // The placement in the later year follows the next class.
      const previousNext = placement.promoteNextAcademicClassId ? classes.get(placement.promoteNextAcademicClassId) : undefined;
      if (previousNext && previousNext.id !== nextId) {
        const made = await repo.findPlacementOfYear(tx, { campusId, studentId: placement.studentId, academicYearId: previousNext.academicYearId });
        if (made && made.academicClassId === previousNext.id && (!nextId || classes.get(nextId)!.academicYearId !== previousNext.academicYearId)) {
          await repo.deletePlacement(tx, { campusId, id: made.id });
        }
      }
      if (nextId) {
        const next = classes.get(nextId)!;
        const there = await repo.findPlacementOfYear(tx, { campusId, studentId: placement.studentId, academicYearId: next.academicYearId });
        if (!there) {
          await repo.insertPlacements(tx, {
            campusId,
            rows: [{ studentId: placement.studentId, academicYearId: next.academicYearId, academicClassId: next.id }],
          });
        } else if (there.academicClassId !== next.id) {
          const moved = await repo.movePlacement(tx, { campusId, id: there.id, version: there.version, academicClassId: next.id });
          if (moved.length === 0) throw stale();
        }
      }
    }
    const after = await repo.listPlacementsByIds(tx, { campusId, ids });
    return promotionRowsOf(tx, campusId, after);
  });

/** savePromotion, then the tables it filled analyzed (db/analyze.ts). */
export const savePromotion = async (deps: TAppDeps, auth: TAuth, body: TPromotionRequest) =>
  analyzeAfterBulkWrite(deps.database, ['student_academic_class'], await savePromotionTx(deps, auth, body));
