import { ACTOR_TYPE } from '@school/contract';
import type {
  TClassSubject,
  TEmployeeAcademicClass,
  TEmployeeAcademicClassCreate,
  TEmployeeAcademicClassUpdate,
  TEmployeeAcademicCode,
  TEmployeeSchedule,
  TTeachingSubject,
  TTeachingSubjectCreate,
  TTeachingSubjectUpdate,
} from '@school/contract';
import { ACADEMIC_TIME_SHIFT } from '@school/contract/enum/enum.setup';
import { DAY_NAMES } from '@school/contract/session-calendar/session-calendar.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { conflict, forbidden, missingReference, notFound, stale } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import * as repo from './employee.repository';
import { routinesOnDate, weekRoutinesOf } from '../routine/index';
import { fullName } from '../../lib/person-name';
import { assignmentNotFound, employeeNotFound, fieldError, shiftName } from './employee.service';

/**
 * Teaching assignments: which employee teaches which class (main or reserve teacher) and which subjects
 * there, and what a teacher reads about her own teaching (classes, week, codes).
 */

// ---------------------------------------------------------------------------------------------------
// Class assignments and subjects

const toSubject = (s: repo.TTeachingSubjectRow): TTeachingSubject => ({
  Id: s.row.id,
  CourseLevelSubjectId: s.row.courseLevelSubjectId,
  SubjectId: s.subjectId,
  Description: s.description,
  DescriptionEn: s.descriptionEn,
  Version: s.row.version,
});

function toAssignment(r: repo.TAssignmentRow, subjects: repo.TTeachingSubjectRow[]): TEmployeeAcademicClass {
  const shift = shiftName(r.eac.academicTimeShift);
  return {
    Id: r.eac.id,
    EmployeeId: r.eac.employeeId,
    AcademicYearId: r.eac.academicYearId,
    AcademicYear: { Id: r.eac.academicYearId, Description: r.yearDescription, DescriptionEn: r.yearDescriptionEn },
    AcademicClassId: r.eac.academicClassId,
    AcademicClass: { Id: r.eac.academicClassId, Code: r.classCode, Description: r.classDescription, DescriptionEn: r.classDescriptionEn },
    CourseLevelId: r.courseLevelId,
    CourseLevel: { Id: r.courseLevelId, Description: r.courseLevelDescription, DescriptionEn: r.courseLevelDescriptionEn },
    IsMain: r.eac.isMain,
    IsReserve: r.eac.isReserve,
    AcademicTimeShift: r.eac.academicTimeShift,
    AcademicTimeShiftName: shift.Name,
    AcademicTimeShiftNameEn: shift.NameEn,
    Subjects: subjects.filter((s) => s.row.employeeAcademicClassId === r.eac.id).map(toSubject),
    Version: r.eac.version,
  };
}

async function loadAssignments(tx: TQueryable, campusId: string, f: Parameters<typeof repo.listAssignments>[1]) {
  const rows = await repo.listAssignments(tx, f);
  const subjects = await repo.listTeachingSubjects(tx, { campusId, assignmentIds: rows.map((r) => r.eac.id) });
  return { rows, subjects, items: rows.map((r) => toAssignment(r, subjects)) };
}

async function loadAssignment(tx: TQueryable, campusId: string, id: string) {
  const { items } = await loadAssignments(tx, campusId, { campusId, ids: [id] });
  if (!items[0]) throw assignmentNotFound();
  return items[0];
}

export function listEmployeeAssignments(deps: TAppDeps, auth: TAuth, q: { id: string; academicYearId?: string }) {
  return inTenant(deps, auth, async (tx) => {
    if (!(await repo.getEmployee(tx, { campusId: auth.campusId, id: q.id }))) throw employeeNotFound();
    return (await loadAssignments(tx, auth.campusId, { campusId: auth.campusId, employeeId: q.id, academicYearId: q.academicYearId })).items;
  });
}

const teacherName = (t: { lastName: string; firstName: string; lastNameEn: string; firstNameEn: string }) => ({
  km: fullName(t.lastName, t.firstName),
  en: fullName(t.lastNameEn, t.firstNameEn),
});

/** One main teacher per class: another main (not reserve) assignment of the class is refused with 409. */
async function assertMainFree(tx: TQueryable, campusId: string, academicClassId: string, exceptId?: string) {
  const main = await repo.findMainTeacher(tx, { campusId, academicClassId, exceptId });
  if (main) {
    const name = teacherName(main);
    throw conflict(`ថ្នាក់នេះមានគ្រូបន្ទុកថ្នាក់រួចហើយ (${name.km})`, `This class already has a main teacher (${name.en})`);
  }
}

/** The subjects must be of the class's grade in the class's year; 400 naming the field otherwise. */
async function assertClassSubjects(tx: TQueryable, campusId: string, cls: { academicYearId: string; courseLevelId: string }, ids: string[], fieldName: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await repo.listGradeSubjects(tx, { campusId, academicYearId: cls.academicYearId, courseLevelId: cls.courseLevelId, ids: unique });
  if (found.length !== unique.length) {
    throw fieldError(fieldName, 'មុខវិជ្ជានេះមិនមែនជាមុខវិជ្ជានៃថ្នាក់ទីរបស់ថ្នាក់នេះក្នុងឆ្នាំសិក្សានេះទេ', "A subject is not one of the class's grade in its academic year");
  }
  return unique;
}

/** A subject of a class has one (not reserve) teacher: 409 naming who teaches it already. */
async function assertSubjectsFree(tx: TQueryable, campusId: string, p: { academicClassId: string; assignmentId: string; isReserve: boolean; ids: string[] }) {
  if (p.isReserve || p.ids.length === 0) return;
  const taken = await repo.otherTeachersOfSubjects(tx, {
    campusId,
    academicClassId: p.academicClassId,
    courseLevelSubjectIds: p.ids,
    exceptAssignmentId: p.assignmentId,
  });
  if (taken[0]) {
    const name = teacherName(taken[0]);
    throw conflict(
      `មុខវិជ្ជា «${taken[0].subjectDescription}» នៃថ្នាក់នេះមានគ្រូបង្រៀនរួចហើយ (${name.km})`,
      `The subject "${taken[0].subjectDescriptionEn}" of this class already has a teacher (${name.en})`,
    );
  }
}

async function requireClass(tx: TQueryable, campusId: string, id: string) {
  const cls = await repo.getClass(tx, { campusId, id });
  if (!cls) throw fieldError('AcademicClassId', 'រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');
  return cls;
}

export function createAssignment(deps: TAppDeps, auth: TAuth, body: TEmployeeAcademicClassCreate) {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const emp = await repo.getEmployee(tx, { campusId, id: body.EmployeeId });
    if (!emp) throw missingReference('បុគ្គលិក', 'employee');
    if (emp.employee.status !== 0) throw fieldError('EmployeeId', 'បុគ្គលិកនេះអសកម្ម', 'This employee is inactive');
    const cls = await requireClass(tx, campusId, body.AcademicClassId);
    if (await repo.findAssignment(tx, { campusId, employeeId: body.EmployeeId, academicClassId: cls.id })) {
      throw conflict('បុគ្គលិកនេះបង្រៀនថ្នាក់នេះរួចហើយ', 'This employee already teaches this class');
    }
    if (body.IsMain && !body.IsReserve) await assertMainFree(tx, campusId, cls.id);
    const subjects = await assertClassSubjects(tx, campusId, cls, body.CourseLevelSubjectIds, 'CourseLevelSubjectIds');
    const id = await repo.insertAssignment(tx, {
      campusId,
      employeeId: body.EmployeeId,
      values: {
        academicYearId: cls.academicYearId,
        academicClassId: cls.id,
        isMain: body.IsMain,
        isReserve: body.IsReserve,
        academicTimeShift: body.AcademicTimeShift ?? cls.academicTimeShift,
      },
    });
    await assertSubjectsFree(tx, campusId, { academicClassId: cls.id, assignmentId: id, isReserve: body.IsReserve, ids: subjects });
    await repo.insertTeachingSubjects(tx, { campusId, assignmentId: id, courseLevelSubjectIds: subjects });
    return loadAssignment(tx, campusId, id);
  });
}

export function updateAssignment(deps: TAppDeps, auth: TAuth, body: TEmployeeAcademicClassUpdate) {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const current = await repo.getAssignment(tx, { campusId, id: body.Id });
    if (!current) throw assignmentNotFound();
    if (current.version !== body.Version) throw stale();
    const cls = await requireClass(tx, campusId, body.AcademicClassId);
    if (await repo.findAssignment(tx, { campusId, employeeId: current.employeeId, academicClassId: cls.id, exceptId: body.Id })) {
      throw conflict('បុគ្គលិកនេះបង្រៀនថ្នាក់នេះរួចហើយ', 'This employee already teaches this class');
    }
    if (body.IsMain && !body.IsReserve) await assertMainFree(tx, campusId, cls.id, body.Id);
    const existing = (await repo.listTeachingSubjects(tx, { campusId, assignmentIds: [body.Id] })).map((s) => s.row.courseLevelSubjectId);
    const subjects = await assertClassSubjects(
      tx,
      campusId,
      cls,
      body.CourseLevelSubjectIds ?? existing,
      body.CourseLevelSubjectIds ? 'CourseLevelSubjectIds' : 'AcademicClassId',
    );
    await assertSubjectsFree(tx, campusId, { academicClassId: cls.id, assignmentId: body.Id, isReserve: body.IsReserve, ids: subjects });
    await repo.employeeAcademicClassRows.update(
      tx,
      { campusId, id: body.Id, version: body.Version },
      {
        academicYearId: cls.academicYearId,
        academicClassId: cls.id,
        isMain: body.IsMain,
        isReserve: body.IsReserve,
        academicTimeShift: body.AcademicTimeShift ?? cls.academicTimeShift,
      },
    );
    await repo.deleteTeachingSubjects(tx, { campusId, assignmentId: body.Id, exceptCourseLevelSubjectIds: subjects });
    await repo.insertTeachingSubjects(tx, { campusId, assignmentId: body.Id, courseLevelSubjectIds: subjects.filter((s) => !existing.includes(s)) });
    return loadAssignment(tx, campusId, body.Id);
  });
}

export async function deleteAssignment(deps: TAppDeps, auth: TAuth, id: string) {
  await inTenant(deps, auth, async (tx) => {
    if (!(await repo.deleteAssignment(tx, { campusId: auth.campusId, id }))) throw assignmentNotFound();
  });
}

export function addTeachingSubjects(deps: TAppDeps, auth: TAuth, body: TTeachingSubjectCreate) {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const assignment = await repo.getAssignment(tx, { campusId, id: body.EmployeeAcademicClassId });
    if (!assignment) throw missingReference('ការចាត់តាំងថ្នាក់', 'class assignment');
    const cls = (await repo.getClass(tx, { campusId, id: assignment.academicClassId }))!;
    const wanted = [...(body.CourseLevelSubjectId ? [body.CourseLevelSubjectId] : []), ...body.CourseLevelSubjectIds];
    const ids = await assertClassSubjects(tx, campusId, cls, wanted, body.CourseLevelSubjectId ? 'CourseLevelSubjectId' : 'CourseLevelSubjectIds');
    const existing = (await repo.listTeachingSubjects(tx, { campusId, assignmentIds: [assignment.id] })).map((s) => s.row.courseLevelSubjectId);
    if (ids.some((id) => existing.includes(id))) throw conflict('គ្រូនេះបង្រៀនមុខវិជ្ជានេះក្នុងថ្នាក់នេះរួចហើយ', 'The teacher already teaches this subject in this class');
    await assertSubjectsFree(tx, campusId, { academicClassId: cls.id, assignmentId: assignment.id, isReserve: assignment.isReserve, ids });
    await repo.insertTeachingSubjects(tx, { campusId, assignmentId: assignment.id, courseLevelSubjectIds: ids });
    return loadAssignment(tx, campusId, assignment.id);
  });
}

export function updateTeachingSubject(deps: TAppDeps, auth: TAuth, body: TTeachingSubjectUpdate): Promise<TTeachingSubject> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const current = await repo.getTeachingSubject(tx, { campusId, id: body.Id });
    if (!current) throw notFound('រកមិនឃើញមុខវិជ្ជាបង្រៀននេះទេ', 'The taught subject was not found');
    if (current.version !== body.Version) throw stale();
    const assignment = (await repo.getAssignment(tx, { campusId, id: current.employeeAcademicClassId }))!;
    const cls = (await repo.getClass(tx, { campusId, id: assignment.academicClassId }))!;
    await assertClassSubjects(tx, campusId, cls, [body.CourseLevelSubjectId], 'CourseLevelSubjectId');
    const others = (await repo.listTeachingSubjects(tx, { campusId, assignmentIds: [assignment.id] })).filter((s) => s.row.id !== body.Id);
    if (others.some((s) => s.row.courseLevelSubjectId === body.CourseLevelSubjectId)) {
      throw conflict('គ្រូនេះបង្រៀនមុខវិជ្ជានេះក្នុងថ្នាក់នេះរួចហើយ', 'The teacher already teaches this subject in this class');
    }
    await assertSubjectsFree(tx, campusId, {
      academicClassId: cls.id,
      assignmentId: assignment.id,
      isReserve: assignment.isReserve,
      ids: [body.CourseLevelSubjectId],
    });
    if (!(await repo.updateTeachingSubject(tx, { campusId, id: body.Id, version: body.Version, courseLevelSubjectId: body.CourseLevelSubjectId })))
      throw stale();
    const saved = (await repo.listTeachingSubjects(tx, { campusId, assignmentIds: [assignment.id] })).find((s) => s.row.id === body.Id)!;
    return toSubject(saved);
  });
}

export async function deleteTeachingSubject(deps: TAppDeps, auth: TAuth, id: string) {
  await inTenant(deps, auth, async (tx) => {
    if (!(await repo.deleteTeachingSubject(tx, { campusId: auth.campusId, id }))) throw notFound('រកមិនឃើញមុខវិជ្ជាបង្រៀននេះទេ', 'The taught subject was not found');
  });
}

/** The subjects of a class's grade in its year, and who teaches each of them in that class. */
export function listClassSubjects(deps: TAppDeps, auth: TAuth, q: { academicClassId: string; courseLevelId?: string }): Promise<TClassSubject[]> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const cls = await repo.getClass(tx, { campusId, id: q.academicClassId });
    if (!cls) throw notFound('រកមិនឃើញថ្នាក់នេះទេ', 'The class was not found');
    if (q.courseLevelId && q.courseLevelId !== cls.courseLevelId) {
      throw fieldError('courseLevelId', 'ថ្នាក់នេះមិនមែនជាថ្នាក់នៃថ្នាក់ទីនេះទេ', 'The class is not a class of this grade');
    }
    const subjects = await repo.listGradeSubjects(tx, { campusId, academicYearId: cls.academicYearId, courseLevelId: cls.courseLevelId });
    const { rows, subjects: taught } = await loadAssignments(tx, campusId, { campusId, academicClassId: cls.id });
    return subjects.map((s) => ({
      Id: s.id,
      SubjectId: s.subjectId,
      SubjectGroupRootId: s.subjectGroupRootId,
      Description: s.description,
      DescriptionEn: s.descriptionEn,
      IsScoring: s.isScoring,
      ProgramType: s.programType,
      SortIndex: s.sortIndex,
      Teachers: taught
        .filter((t) => t.row.courseLevelSubjectId === s.id)
        .map((t) => rows.find((r) => r.eac.id === t.row.employeeAcademicClassId)!)
        .map((r) => ({
          EmployeeId: r.eac.employeeId,
          FullName: fullName(r.employeeLastName, r.employeeFirstName),
          FullNameEn: fullName(r.employeeLastNameEn, r.employeeFirstNameEn),
          IsReserve: r.eac.isReserve,
        })),
    }));
  });
}

// ---------------------------------------------------------------------------------------------------
// What a teacher reads about her own teaching

/** The caller's own employee record, if the account belongs to one. */
async function ownEmployeeId(tx: TQueryable, auth: TAuth): Promise<string | undefined> {
  if (auth.actorType !== ACTOR_TYPE.EMPLOYEE || !auth.actorId) return undefined;
  return repo.findEmployeeIdOfUser(tx, { campusId: auth.campusId, userId: auth.userId });
}

/**
 * The employee a teaching call is about: `id` when given (her own, or anyone's with VIEW_NAV_EMPLOYEE),
 * else the caller's own record (undefined when the account has none).
 */
async function teachingSubjectOf(tx: TQueryable, auth: TAuth, id: string | undefined): Promise<string | undefined> {
  const own = await ownEmployeeId(tx, auth);
  if (!id) return own;
  if (id !== own && !auth.permissions.has('VIEW_NAV_EMPLOYEE')) throw forbidden();
  if (!(await repo.getEmployee(tx, { campusId: auth.campusId, id }))) throw employeeNotFound();
  return id;
}

export function isMainTeacher(deps: TAppDeps, auth: TAuth, academicClassId: string): Promise<boolean> {
  return inTenant(deps, auth, async (tx) => {
    const own = await ownEmployeeId(tx, auth);
    if (!own) return false;
    const rows = await repo.listAssignments(tx, { campusId: auth.campusId, employeeId: own, academicClassId, activeOnly: true });
    return rows.some((r) => r.eac.isMain && !r.eac.isReserve);
  });
}

export function listTeachingClasses(deps: TAppDeps, auth: TAuth, q: { id?: string; academicYearId?: string }): Promise<TEmployeeAcademicClass[]> {
  return inTenant(deps, auth, async (tx) => {
    const employeeId = await teachingSubjectOf(tx, auth, q.id);
    if (!employeeId) return [];
    const year = await yearOrCurrent(tx, auth.campusId, q.academicYearId);
    return (await loadAssignments(tx, auth.campusId, { campusId: auth.campusId, employeeId, academicYearId: year?.id ?? null })).items;
  });
}

/**
 * A teacher's week: each study day of a class's level lists the classes she teaches with the subjects she
 * teaches there and the periods of the class's time shift (a day with no class is left out), and Routines
 * her class routines: of `date` (substitutes applied: the routines she substitutes, not those taken from
 * her) or of the whole week.
 */
export function getSchedule(deps: TAppDeps, auth: TAuth, q: { id?: string; academicYearId?: string; date?: string }): Promise<TEmployeeSchedule> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const employeeId = await teachingSubjectOf(tx, auth, q.id);
    if (!employeeId) throw employeeNotFound();
    const year = await yearOrCurrent(tx, campusId, q.academicYearId);
    const date = q.date ?? null;
    const routines = date
      ? await routinesOnDate(tx, { campusId, date, employeeId })
      : year
        ? await weekRoutinesOf(tx, { campusId, employeeId, academicYearId: year.id })
        : [];
    if (!year) return { EmployeeId: employeeId, AcademicYearId: null, Date: date, Days: [], Routines: routines };
    const { rows, items } = await loadAssignments(tx, campusId, { campusId, employeeId, academicYearId: year.id });
    const periods = await repo.listPeriods(tx, { campusId, levelClassifiedIds: [...new Set(rows.map((r) => r.levelClassifiedId))] });
    const days: TEmployeeSchedule['Days'] = [];
    for (let day = 1; day <= 7; day++) {
      const classes = rows
        .map((r, i) => ({ r, item: items[i]! }))
        .filter(({ r }) => r.studyDays.includes(day))
        .map(({ r, item }) => ({
          EmployeeAcademicClassId: item.Id,
          AcademicClassId: item.AcademicClassId,
          AcademicClass: item.AcademicClass,
          IsMain: item.IsMain,
          IsReserve: item.IsReserve,
          AcademicTimeShift: item.AcademicTimeShift,
          AcademicTimeShiftName: item.AcademicTimeShiftName,
          AcademicTimeShiftNameEn: item.AcademicTimeShiftNameEn,
          Subjects: item.Subjects,
          Periods: periods
            .filter(
              (p) =>
                p.levelClassifiedId === r.levelClassifiedId &&
                (r.eac.academicTimeShift === ACADEMIC_TIME_SHIFT.FULL_DAY || p.academicTimeShift === r.eac.academicTimeShift),
            )
            .map((p) => ({ Id: p.id, From: p.fromTime.slice(0, 5), To: p.toTime.slice(0, 5), Description: p.description, DescriptionEn: p.descriptionEn })),
        }));
      if (classes.length === 0) continue;
      const [Name, NameEn] = DAY_NAMES[day]!;
      days.push({ Day: day, Name, NameEn, Classes: classes });
    }
    return { EmployeeId: employeeId, AcademicYearId: year.id, Date: date, Days: days, Routines: routines };
  });
}

/** The teachers of a year with their codes, classes and subjects (designed `GET /api/employee/academic-code`). */
export function listAcademicCodes(deps: TAppDeps, auth: TAuth, q: { academicYearId?: string }): Promise<TEmployeeAcademicCode[]> {
  const campusId = auth.campusId;
  return inTenant(deps, auth, async (tx) => {
    const year = await yearOrCurrent(tx, campusId, q.academicYearId);
    if (!year) return [];
    const { rows, items } = await loadAssignments(tx, campusId, { campusId, academicYearId: year.id, activeOnly: true });
    const employees = await repo.getEmployeesByIds(tx, { campusId, ids: [...new Set(rows.map((r) => r.eac.employeeId))] });
    employees.sort((a, b) => a.employee.code.localeCompare(b.employee.code, 'en', { numeric: true }));
    return employees.map((e) => ({
      EmployeeId: e.employee.id,
      Code: e.employee.code,
      FullName: fullName(e.employee.lastName, e.employee.firstName),
      FullNameEn: fullName(e.employee.lastNameEn, e.employee.firstNameEn),
      Gender: e.employee.gender,
      Position: e.employee.positionId
        ? { Id: e.employee.positionId, Description: e.positionDescription ?? '', DescriptionEn: e.positionDescriptionEn ?? '' }
        : null,
      AcademicClasses: items
        .filter((a) => a.EmployeeId === e.employee.id)
        .map((a) => ({
          EmployeeAcademicClassId: a.Id,
          AcademicClassId: a.AcademicClassId,
          Code: a.AcademicClass.Code,
          Description: a.AcademicClass.Description,
          DescriptionEn: a.AcademicClass.DescriptionEn,
          IsMain: a.IsMain,
          IsReserve: a.IsReserve,
          AcademicTimeShift: a.AcademicTimeShift,
          Subjects: a.Subjects,
        })),
    }));
  });
}
