import { versionedRows } from '../../db/versioned';
import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/engine';
import {
  academicYear,
  applicant,
  courseLevel,
  occupation,
  preApplicant,
  preApplicantAnswer,
  preApplicantExamSeat,
  preApplicantSubject,
  province,
  registrationConfiguration,
  registrationCourseLevel,
  registrationPrioritySubject,
  registrationQuestion,
  room,
  schoolType,
  subject,
} from '../../db/schema/index';
import type { TKey } from '../../db/versioned';
import { pageOffset } from '../../lib/paging';
import { personSearch } from '../../db/person-name';

export type TConfigurationRow = typeof registrationConfiguration.$inferSelect;
export type TQuestionRow = typeof registrationQuestion.$inferSelect;
export type TPreApplicantRow = typeof preApplicant.$inferSelect;
export type TRef = { id: string; description: string; descriptionEn: string };

// ---- configurations

export function listConfigurations(db: TQueryable, p: { campusId: string; academicYearId?: string; ids?: string[] }) {
  return db
    .select({ config: registrationConfiguration, yearDescription: academicYear.description, yearDescriptionEn: academicYear.descriptionEn })
    .from(registrationConfiguration)
    .innerJoin(academicYear, and(eq(academicYear.campusId, registrationConfiguration.campusId), eq(academicYear.id, registrationConfiguration.academicYearId)))
    .where(
      and(
        eq(registrationConfiguration.campusId, p.campusId),
        p.academicYearId ? eq(registrationConfiguration.academicYearId, p.academicYearId) : undefined,
        p.ids ? inArray(registrationConfiguration.id, p.ids) : undefined,
      ),
    )
    .orderBy(desc(registrationConfiguration.openDate), desc(registrationConfiguration.createdAt));
}
export type TConfigurationListRow = Awaited<ReturnType<typeof listConfigurations>>[number];

/** The configuration open on `today`; the latest opened if (against the rule) two are. */
export function findCurrentConfiguration(db: TQueryable, { campusId, today }: { campusId: string; today: string }) {
  return db
    .select({ id: registrationConfiguration.id })
    .from(registrationConfiguration)
    .where(
      and(eq(registrationConfiguration.campusId, campusId), lte(registrationConfiguration.openDate, today), gte(registrationConfiguration.closeDate, today)),
    )
    .orderBy(desc(registrationConfiguration.openDate))
    .limit(1)
    .then((rows) => rows[0]?.id);
}

/** Another configuration of the campus whose dates meet [openDate, closeDate]. */
export function findOverlapping(db: TQueryable, p: { campusId: string; openDate: string; closeDate: string; exceptId?: string }) {
  return db
    .select({ id: registrationConfiguration.id, description: registrationConfiguration.description, descriptionEn: registrationConfiguration.descriptionEn })
    .from(registrationConfiguration)
    .where(
      and(
        eq(registrationConfiguration.campusId, p.campusId),
        lte(registrationConfiguration.openDate, p.closeDate),
        gte(registrationConfiguration.closeDate, p.openDate),
        p.exceptId ? ne(registrationConfiguration.id, p.exceptId) : undefined,
      ),
    )
    .limit(1)
    .then((rows) => rows[0]);
}

export function configurationCourseLevels(db: TQueryable, { campusId, configIds }: { campusId: string; configIds: string[] }) {
  if (configIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      configId: registrationCourseLevel.registrationConfigurationId,
      id: courseLevel.id,
      description: courseLevel.description,
      descriptionEn: courseLevel.descriptionEn,
    })
    .from(registrationCourseLevel)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, registrationCourseLevel.campusId), eq(courseLevel.id, registrationCourseLevel.courseLevelId)))
    .where(and(eq(registrationCourseLevel.campusId, campusId), inArray(registrationCourseLevel.registrationConfigurationId, configIds)))
    .orderBy(asc(courseLevel.sortIndex), asc(courseLevel.code));
}

export function configurationSubjects(db: TQueryable, { campusId, configIds }: { campusId: string; configIds: string[] }) {
  if (configIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      configId: registrationPrioritySubject.registrationConfigurationId,
      id: subject.id,
      description: subject.description,
      descriptionEn: subject.descriptionEn,
    })
    .from(registrationPrioritySubject)
    .innerJoin(subject, and(eq(subject.campusId, registrationPrioritySubject.campusId), eq(subject.id, registrationPrioritySubject.subjectId)))
    .where(and(eq(registrationPrioritySubject.campusId, campusId), inArray(registrationPrioritySubject.registrationConfigurationId, configIds)))
    .orderBy(asc(registrationPrioritySubject.sortIndex));
}

export function configurationQuestions(db: TQueryable, { campusId, configIds }: { campusId: string; configIds: string[] }) {
  if (configIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(registrationQuestion)
    .where(and(eq(registrationQuestion.campusId, campusId), inArray(registrationQuestion.registrationConfigurationId, configIds)))
    .orderBy(asc(registrationQuestion.sortIndex));
}

export const insertConfiguration = (db: TQueryable, values: typeof registrationConfiguration.$inferInsert) =>
  db
    .insert(registrationConfiguration)
    .values(values)
    .returning()
    .then((r) => r[0]!);

export async function replaceConfigurationLists(db: TQueryable, p: { campusId: string; configId: string; courseLevelIds: string[]; subjectIds: string[] }) {
  await db
    .delete(registrationCourseLevel)
    .where(and(eq(registrationCourseLevel.campusId, p.campusId), eq(registrationCourseLevel.registrationConfigurationId, p.configId)));
  await db
    .delete(registrationPrioritySubject)
    .where(and(eq(registrationPrioritySubject.campusId, p.campusId), eq(registrationPrioritySubject.registrationConfigurationId, p.configId)));
  if (p.courseLevelIds.length > 0)
    await db
      .insert(registrationCourseLevel)
      .values(p.courseLevelIds.map((courseLevelId) => ({ campusId: p.campusId, registrationConfigurationId: p.configId, courseLevelId })));
  if (p.subjectIds.length > 0)
    await db
      .insert(registrationPrioritySubject)
      .values(p.subjectIds.map((subjectId, i) => ({ campusId: p.campusId, registrationConfigurationId: p.configId, subjectId, sortIndex: i + 1 })));
}

export const insertQuestion = (db: TQueryable, values: typeof registrationQuestion.$inferInsert) => db.insert(registrationQuestion).values(values);
export const updateQuestion = (db: TQueryable, key: TKey, values: Partial<typeof registrationQuestion.$inferInsert>) =>
  db
    .update(registrationQuestion)
    .set(values)
    .where(and(eq(registrationQuestion.campusId, key.campusId), eq(registrationQuestion.id, key.id)));
export const deleteQuestions = (db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .delete(registrationQuestion)
        .where(and(eq(registrationQuestion.campusId, campusId), inArray(registrationQuestion.id, ids)))
        .then(() => undefined);

export function countAnswers(db: TQueryable, { campusId, questionIds }: { campusId: string; questionIds: string[] }) {
  if (questionIds.length === 0) return Promise.resolve(0);
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(preApplicantAnswer)
    .where(and(eq(preApplicantAnswer.campusId, campusId), inArray(preApplicantAnswer.questionId, questionIds)))
    .then((r) => r[0]?.n ?? 0);
}

export function countRegistrations(db: TQueryable, { campusId, configId }: { campusId: string; configId: string }) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(preApplicant)
    .where(and(eq(preApplicant.campusId, campusId), eq(preApplicant.registrationConfigurationId, configId)))
    .then((r) => r[0]?.n ?? 0);
}

// ---- reference look-ups

export const courseLevelsByIds = (db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: courseLevel.id })
        .from(courseLevel)
        .where(and(eq(courseLevel.campusId, campusId), inArray(courseLevel.id, ids)));
export const subjectsByIds = (db: TQueryable, { campusId, ids }: { campusId: string; ids: string[] }) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: subject.id })
        .from(subject)
        .where(and(eq(subject.campusId, campusId), inArray(subject.id, ids)));
export const provinceExists = (db: TQueryable, id: number) =>
  db
    .select({ id: province.id })
    .from(province)
    .where(eq(province.id, id))
    .then((r) => r.length > 0);
export const schoolTypeExists = (db: TQueryable, id: number) =>
  db
    .select({ id: schoolType.id })
    .from(schoolType)
    .where(eq(schoolType.id, id))
    .then((r) => r.length > 0);
export const occupationsByIds = (db: TQueryable, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select({ id: occupation.id }).from(occupation).where(inArray(occupation.id, ids));
export const listOccupations = (db: TQueryable) => db.select().from(occupation).orderBy(asc(occupation.sortIndex));

// ---- pre-applicants

const duplicateOf = alias(preApplicant, 'duplicate_of');

/** Other registrations of the same configuration with the same names and birth date, or guardian phone. */
const possibleDuplicates = sql<number>`(
  select count(*)::int from ${preApplicant} ${duplicateOf}
  where ${duplicateOf.campusId} = ${preApplicant.campusId}
    and ${duplicateOf.registrationConfigurationId} = ${preApplicant.registrationConfigurationId}
    and ${duplicateOf.id} <> ${preApplicant.id}
    and ((${duplicateOf.dateOfBirth} = ${preApplicant.dateOfBirth}
          and lower(${duplicateOf.firstNameEn}) = lower(${preApplicant.firstNameEn})
          and lower(${duplicateOf.lastNameEn}) = lower(${preApplicant.lastNameEn}))
      or regexp_replace(${duplicateOf.guardianPhone}, '[^0-9]', '', 'g') = regexp_replace(${preApplicant.guardianPhone}, '[^0-9]', '', 'g')))`;

const preApplicantView = {
  row: preApplicant,
  courseLevelDescription: courseLevel.description,
  courseLevelDescriptionEn: courseLevel.descriptionEn,
  courseLevelSort: courseLevel.sortIndex,
  provinceName: province.name,
  provinceNameEn: province.nameEn,
  schoolTypeName: schoolType.name,
  schoolTypeNameEn: schoolType.nameEn,
  applicantId: applicant.id,
  seatNumber: preApplicantExamSeat.seatNumber,
  roomId: room.id,
  roomCode: room.code,
  roomDescription: room.description,
  roomDescriptionEn: room.descriptionEn,
  possibleDuplicates,
};

export type TPreApplicantListFilter = {
  campusId: string;
  configId?: string;
  academicYearId?: string;
  courseLevelId?: string;
  status?: number;
  search?: string;
  ids?: string[];
};

function preApplicantFilter(p: TPreApplicantListFilter): SQL {
  const conditions: SQL[] = [eq(preApplicant.campusId, p.campusId)];
  if (p.configId) conditions.push(eq(preApplicant.registrationConfigurationId, p.configId));
  if (p.academicYearId) conditions.push(eq(preApplicant.academicYearId, p.academicYearId));
  if (p.courseLevelId) conditions.push(eq(preApplicant.appliedCourseLevelId, p.courseLevelId));
  if (p.status !== undefined) conditions.push(eq(preApplicant.registrationStatus, p.status));
  if (p.ids) conditions.push(inArray(preApplicant.id, p.ids));
  if (p.search) conditions.push(personSearch(preApplicant, p.search, [preApplicant.referenceCode, preApplicant.guardianPhone, preApplicant.mobilePhone]));
  return and(...conditions)!;
}

function preApplicantQuery(db: TQueryable, p: TPreApplicantListFilter) {
  return db
    .select(preApplicantView)
    .from(preApplicant)
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, preApplicant.campusId), eq(courseLevel.id, preApplicant.appliedCourseLevelId)))
    .leftJoin(province, eq(province.id, preApplicant.provinceId))
    .leftJoin(schoolType, eq(schoolType.id, preApplicant.previousSchoolType))
    .leftJoin(applicant, and(eq(applicant.campusId, preApplicant.campusId), eq(applicant.preApplicantId, preApplicant.id)))
    .leftJoin(preApplicantExamSeat, and(eq(preApplicantExamSeat.campusId, preApplicant.campusId), eq(preApplicantExamSeat.preApplicantId, preApplicant.id)))
    .leftJoin(room, and(eq(room.campusId, preApplicantExamSeat.campusId), eq(room.id, preApplicantExamSeat.roomId)))
    .where(preApplicantFilter(p))
    .$dynamic();
}
export type TPreApplicantViewRow = Awaited<ReturnType<typeof preApplicantQuery>>[number];

/** A page of registrations, newest first, and the count of all that match. */
export async function listPreApplicants(db: TQueryable, p: TPreApplicantListFilter & { pageIndex: number; pageSize: number }) {
  const rows = await preApplicantQuery(db, p).orderBy(desc(preApplicant.createdAt), desc(preApplicant.id)).limit(p.pageSize).offset(pageOffset(p));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(preApplicant)
    .where(preApplicantFilter(p));
  return { rows, total: count?.n ?? 0 };
}

/** Every match, in the order of a printed list: grade, then Latin name. */
export function listPreApplicantsForReport(db: TQueryable, p: TPreApplicantListFilter) {
  return preApplicantQuery(db, p).orderBy(
    asc(courseLevel.sortIndex),
    asc(courseLevel.code),
    asc(preApplicant.lastNameEn),
    asc(preApplicant.firstNameEn),
    asc(preApplicant.createdAt),
  );
}

export const getPreApplicantView = (db: TQueryable, key: TKey) => preApplicantQuery(db, { campusId: key.campusId, ids: [key.id] }).then((r) => r[0]);

export const getPreApplicant = (db: TQueryable, key: TKey) =>
  db
    .select()
    .from(preApplicant)
    .where(and(eq(preApplicant.campusId, key.campusId), eq(preApplicant.id, key.id)))
    .then((r) => r[0]);

export const findByReference = (db: TQueryable, { campusId, referenceCode }: { campusId: string; referenceCode: string }) =>
  db
    .select()
    .from(preApplicant)
    .where(and(eq(preApplicant.campusId, campusId), sql`upper(${preApplicant.referenceCode}) = upper(${referenceCode})`))
    .then((r) => r[0]);

export const insertPreApplicant = (db: TQueryable, values: typeof preApplicant.$inferInsert) =>
  db
    .insert(preApplicant)
    .values(values)
    .returning()
    .then((r) => r[0]!);

export async function replaceAnswers(
  db: TQueryable,
  p: { campusId: string; preApplicantId: string; answers: Array<{ questionId: string; occupationId: number | null; freeText: string | null }> },
) {
  await db.delete(preApplicantAnswer).where(and(eq(preApplicantAnswer.campusId, p.campusId), eq(preApplicantAnswer.preApplicantId, p.preApplicantId)));
  if (p.answers.length > 0)
    await db.insert(preApplicantAnswer).values(p.answers.map((a) => ({ campusId: p.campusId, preApplicantId: p.preApplicantId, ...a })));
}

export async function replaceSubjects(db: TQueryable, p: { campusId: string; preApplicantId: string; subjectIds: string[] }) {
  await db.delete(preApplicantSubject).where(and(eq(preApplicantSubject.campusId, p.campusId), eq(preApplicantSubject.preApplicantId, p.preApplicantId)));
  if (p.subjectIds.length > 0)
    await db.insert(preApplicantSubject).values(p.subjectIds.map((subjectId) => ({ campusId: p.campusId, preApplicantId: p.preApplicantId, subjectId })));
}

export function answersOf(db: TQueryable, { campusId, preApplicantIds }: { campusId: string; preApplicantIds: string[] }) {
  if (preApplicantIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      preApplicantId: preApplicantAnswer.preApplicantId,
      questionId: preApplicantAnswer.questionId,
      question: registrationQuestion.question,
      questionEn: registrationQuestion.questionEn,
      sortIndex: registrationQuestion.sortIndex,
      occupationId: preApplicantAnswer.occupationId,
      occupation: occupation.name,
      occupationEn: occupation.nameEn,
      freeText: preApplicantAnswer.freeText,
    })
    .from(preApplicantAnswer)
    .innerJoin(
      registrationQuestion,
      and(eq(registrationQuestion.campusId, preApplicantAnswer.campusId), eq(registrationQuestion.id, preApplicantAnswer.questionId)),
    )
    .leftJoin(occupation, eq(occupation.id, preApplicantAnswer.occupationId))
    .where(and(eq(preApplicantAnswer.campusId, campusId), inArray(preApplicantAnswer.preApplicantId, preApplicantIds)))
    .orderBy(asc(registrationQuestion.sortIndex));
}

export function subjectsOf(db: TQueryable, { campusId, preApplicantId }: { campusId: string; preApplicantId: string }) {
  return db
    .select({ id: subject.id, description: subject.description, descriptionEn: subject.descriptionEn })
    .from(preApplicantSubject)
    .innerJoin(subject, and(eq(subject.campusId, preApplicantSubject.campusId), eq(subject.id, preApplicantSubject.subjectId)))
    .where(and(eq(preApplicantSubject.campusId, campusId), eq(preApplicantSubject.preApplicantId, preApplicantId)));
}

export const referenceTaken = (db: TQueryable, { campusId, referenceCode }: { campusId: string; referenceCode: string }) =>
  findByReference(db, { campusId, referenceCode }).then((r) => r !== undefined);

// ---- exam rooms

export function roomsForExam(db: TQueryable, { campusId, ids }: { campusId: string; ids?: string[] }) {
  return db
    .select({ id: room.id, code: room.code, description: room.description, descriptionEn: room.descriptionEn, capacity: room.capacity })
    .from(room)
    .where(and(eq(room.campusId, campusId), ids ? inArray(room.id, ids) : sql`${room.capacity} > 0`))
    .orderBy(asc(room.code));
}

export const deleteSeats = (db: TQueryable, { campusId, configId }: { campusId: string; configId: string }) =>
  db.delete(preApplicantExamSeat).where(and(eq(preApplicantExamSeat.campusId, campusId), eq(preApplicantExamSeat.registrationConfigurationId, configId)));

export const deleteSeatOf = (db: TQueryable, key: { campusId: string; preApplicantId: string }) =>
  db.delete(preApplicantExamSeat).where(and(eq(preApplicantExamSeat.campusId, key.campusId), eq(preApplicantExamSeat.preApplicantId, key.preApplicantId)));

export const insertSeats = (db: TQueryable, rows: Array<typeof preApplicantExamSeat.$inferInsert>) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insert(preApplicantExamSeat)
        .values(rows)
        .then(() => undefined);

/** Seats of a configuration with their registrations, by room code then seat. */
export function listSeats(db: TQueryable, { campusId, configId, roomId }: { campusId: string; configId: string; roomId?: string }) {
  return db
    .select({
      seatNumber: preApplicantExamSeat.seatNumber,
      roomId: room.id,
      roomCode: room.code,
      roomDescription: room.description,
      roomDescriptionEn: room.descriptionEn,
      capacity: room.capacity,
      pre: preApplicant,
      courseLevelDescription: courseLevel.description,
      courseLevelDescriptionEn: courseLevel.descriptionEn,
    })
    .from(preApplicantExamSeat)
    .innerJoin(room, and(eq(room.campusId, preApplicantExamSeat.campusId), eq(room.id, preApplicantExamSeat.roomId)))
    .innerJoin(preApplicant, and(eq(preApplicant.campusId, preApplicantExamSeat.campusId), eq(preApplicant.id, preApplicantExamSeat.preApplicantId)))
    .innerJoin(courseLevel, and(eq(courseLevel.campusId, preApplicant.campusId), eq(courseLevel.id, preApplicant.appliedCourseLevelId)))
    .where(
      and(
        eq(preApplicantExamSeat.campusId, campusId),
        eq(preApplicantExamSeat.registrationConfigurationId, configId),
        roomId ? eq(room.id, roomId) : undefined,
      ),
    )
    .orderBy(asc(room.code), asc(preApplicantExamSeat.seatNumber));
}

export const preApplicantRows = versionedRows(preApplicant);
export const registrationConfigurationRows = versionedRows(registrationConfiguration);
