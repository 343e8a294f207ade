import { personFullName, personFullNameEn, personNameWire, personNameRow, type TPersonNameRow } from '../../lib/person-name';
import type {
  TBasicInfo,
  TBasicInfoUpdate,
  TInitialAcademicYear,
  TInitialAcademicYearCreate,
  TInitialAcademicYearUpdate,
  TInitialCourseLevel,
  TInitialCourseLevelCreate,
  TInitialCourseLevelUpdate,
  TInitialEmployee,
  TInitialEmployeeCreate,
  TInitialEmployeeUpdate,
  TInitialPosition,
  TInitialPositionCreate,
  TInitialPositionUpdate,
  TInitialSessionTimeCreate,
  TInitialStudent,
  TInitialStudentCreate,
  TInitialStudentUpdate,
  TLevelSubject,
  TLevelSubjectCreate,
  TLevelSubjectUpdate,
  TTeachingClass,
  TTeachingClassCreate,
  TTeachingClassSubject,
  TTeachingClassSubjectCreate,
  TTeachingClassSubjectUpdate,
  TTeachingClassUpdate,
  TTemplateApply,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { assertNotInUse, deleteUnused } from '../../db/usage';
import { badRequest, codeTaken, conflict, missingReference, notFound, stale } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { campusInfoValues } from '../campus/index';
import { requireYear } from '../academic-year/academic-year.service';
import { requireAcademicClass } from '../academic-class/academic-class.service';
import * as courseService from '../course-level/course-level.service';
import * as courseModule from '../course-level/index';
import * as subjectModule from '../subject/index';
import * as scoreModule from '../standard-score/index';
import { requireRoot } from '../subject/subject.service';
import { createSessionTimesIn } from '../session-time/session-time.service';
import { applyTemplateIn } from './initial-setup.template';
import * as repo from './initial-setup.repository';
import { promoteRosterIn } from './initial-setup.roster';

/**
 * The delete of a person of the initial setup (employee, student) when nothing uses it, the refusal naming
 * the person: `list` reads the person's row by id, `person` its names.
 */
function personDelete<TRow>(p: {
  table: string;
  list: (db: TQueryable, q: { campusId: string; ids: string[] }) => Promise<TRow[]>;
  remove: (db: TQueryable, key: { campusId: string; id: string }) => Promise<unknown>;
  person: (row: TRow) => TPersonNameRow;
}) {
  return (deps: TAppDeps, auth: TAuth, id: string) =>
    inTenant(deps, auth, async (tx) => {
      await deleteUnused(tx, {
        table: p.table,
        key: { campusId: auth.campusId, id },
        get: (db, key) => p.list(db, { campusId: key.campusId, ids: [key.id] }).then((rows) => rows[0]),
        remove: p.remove,
        named: (r) => ({ description: personFullName(p.person(r)), descriptionEn: personFullNameEn(p.person(r)) }),
      });
    });
}

// ---- Basic information and completion

export async function basicInfoIn(tx: TQueryable, campusId: string): Promise<TBasicInfo> {
  const c = await repo.getCampus(tx, { campusId });
  if (!c) throw notFound();
  return {
    Code: c.code,
    Name: c.name,
    NameEn: c.nameEn,
    Address: c.address,
    AddressEn: c.addressEn,
    Phone: c.phone,
    Email: c.email,
    Website: c.website,
    Motto: c.motto,
    MottoEn: c.mottoEn,
    MinistryName: c.ministryName,
    MinistryNameEn: c.ministryNameEn,
    ProvinceId: c.provinceId,
    IsInitialSetup: c.isInitialSetup,
    Progress: await repo.progress(tx, { campusId }),
    Version: c.version,
  };
}
export const basicInfo = (deps: TAppDeps, auth: TAuth) => inTenant(deps, auth, (tx) => basicInfoIn(tx, auth.campusId));

export const saveBasicInfo = (deps: TAppDeps, auth: TAuth, b: TBasicInfoUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const done = await repo.updateCampus(tx, {
      campusId: auth.campusId,
      version: b.Version,
      values: campusInfoValues(b),
    });
    if (!done) throw stale();
    return basicInfoIn(tx, auth.campusId);
  });

/** Ends the initial setup: a current year, a level, a grade and a class are the least a school runs on. */
export async function completeIn(tx: TQueryable, campusId: string) {
  const p = await repo.progress(tx, { campusId });
  const years = await repo.listYears(tx, { campusId });
  const missing: Array<[string, string]> = [];
  if (!years.some((y) => y.isCurrent)) missing.push(['ឆ្នាំសិក្សាបច្ចុប្បន្ន', 'a current academic year']);
  if (p.ClassifiedLevels === 0) missing.push(['កម្រិតសិក្សា', 'a classified level']);
  if (p.CourseLevels === 0) missing.push(['ថ្នាក់ទី', 'a grade']);
  if (p.Classes === 0) missing.push(['ថ្នាក់រៀន', 'a class']);
  if (missing.length > 0)
    throw badRequest(
      `មិនទាន់អាចបញ្ចប់បានទេ។ នៅខ្វះ៖ ${missing.map((m) => m[0]).join(', ')}`,
      `The setup cannot finish yet. Still missing: ${missing.map((m) => m[1]).join(', ')}`,
    );
  // The roster (positions, employees, their classes and subjects, students) becomes real records now.
  await promoteRosterIn(tx, campusId);
  await repo.setInitialSetup(tx, { campusId, value: false });
  return basicInfoIn(tx, campusId);
}
export const complete = (deps: TAppDeps, auth: TAuth) => inTenant(deps, auth, (tx) => completeIn(tx, auth.campusId));

export const applyTemplate = (deps: TAppDeps, auth: TAuth, body: TTemplateApply) =>
  inTenant(deps, auth, async (tx) => ({ RecordSummary: await applyTemplateIn(tx, auth.campusId, body) }));

// ---- Academic years

const toYear = (y: repo.TYearRow): TInitialAcademicYear => ({
  Id: y.id,
  Description: y.description,
  DescriptionEn: y.descriptionEn,
  FromYear: y.fromYear,
  ToYear: y.toYear,
  StartDate: String(y.startDate).slice(0, 10),
  EndDate: String(y.endDate).slice(0, 10),
  IsCurrent: y.isCurrent,
  Version: y.version,
});
const yearValues = (b: TInitialAcademicYearCreate): repo.TYearValues => ({
  description: b.Description,
  descriptionEn: b.DescriptionEn,
  fromYear: b.FromYear,
  toYear: b.ToYear,
  startDate: b.StartDate,
  endDate: b.EndDate,
  isCurrent: b.IsCurrent,
});
export async function createYearIn(tx: TQueryable, campusId: string, b: TInitialAcademicYearCreate) {
  if (await repo.findYearByRange(tx, { campusId, fromYear: b.FromYear, toYear: b.ToYear }))
    throw conflict(`ឆ្នាំសិក្សា ${b.FromYear}-${b.ToYear} មានរួចហើយ`, `The academic year ${b.FromYear}-${b.ToYear} already exists`);
  if (b.IsCurrent) await repo.clearCurrentYear(tx, { campusId });
  return toYear(await repo.insertYear(tx, { campusId, values: yearValues(b) }));
}
export const listYears = (deps: TAppDeps, auth: TAuth) =>
  inTenant(deps, auth, async (tx) => (await repo.listYears(tx, { campusId: auth.campusId })).map(toYear));
export const createYear = (deps: TAppDeps, auth: TAuth, b: TInitialAcademicYearCreate) => inTenant(deps, auth, (tx) => createYearIn(tx, auth.campusId, b));
export const updateYear = (deps: TAppDeps, auth: TAuth, b: TInitialAcademicYearUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const same = await repo.findYearByRange(tx, { campusId: auth.campusId, fromYear: b.FromYear, toYear: b.ToYear });
    if (same && same.id !== b.Id) throw conflict(`ឆ្នាំសិក្សា ${b.FromYear}-${b.ToYear} មានរួចហើយ`, `The academic year ${b.FromYear}-${b.ToYear} already exists`);
    if (b.IsCurrent) await repo.clearCurrentYear(tx, { campusId: auth.campusId, exceptId: b.Id });
    await repo.academicYearRows.update(tx, { campusId: auth.campusId, id: b.Id, version: b.Version }, yearValues(b));
    return toYear((await repo.getYearRow(tx, { campusId: auth.campusId, id: b.Id }))!);
  });
export const deleteYear = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    await deleteUnused(tx, { table: 'academic_year', key: { campusId: auth.campusId, id }, get: repo.getYearRow, remove: repo.academicYearRows.delete });
  });

// ---- Grades with the years that offer them

async function withYears(tx: TQueryable, campusId: string, ids: string[]): Promise<TInitialCourseLevel[]> {
  const levels = await courseModule.listCourseLevelsIn(tx, { campusId, ids });
  const offered = await repo.listOfferedYears(tx, { campusId, courseLevelIds: levels.map((l) => l.level.id) });
  return levels.map((l) => ({
    ...courseService.toCourseLevel(l),
    AcademicYearIds: offered.filter((o) => o.courseLevelId === l.level.id).map((o) => o.academicYearId),
  }));
}
async function offerIn(tx: TQueryable, campusId: string, courseLevelId: string, yearIds: string[]) {
  const years = yearIds.length > 0 ? yearIds : (await repo.listYears(tx, { campusId })).map((y) => y.id);
  for (const id of years) {
    await requireYear(tx, campusId, id);
    await courseModule.ensureAcademicCourseLevel(tx, { campusId, academicYearId: id, courseLevelId });
  }
}
export const listCourseLevels = (deps: TAppDeps, auth: TAuth, { levelClassifiedId }: { levelClassifiedId?: string }) =>
  inTenant(deps, auth, async (tx) =>
    withYears(
      tx,
      auth.campusId,
      (await courseModule.listCourseLevelsIn(tx, { campusId: auth.campusId, levelClassifiedId })).map((l) => l.level.id),
    ),
  );
export const createCourseLevel = (deps: TAppDeps, auth: TAuth, b: TInitialCourseLevelCreate) =>
  inTenant(deps, auth, async (tx) => {
    const made = await courseService.createCourseLevelIn(tx, auth.campusId, b);
    await offerIn(tx, auth.campusId, made.Id, b.AcademicYearIds);
    return (await withYears(tx, auth.campusId, [made.Id]))[0]!;
  });
export const updateCourseLevel = (deps: TAppDeps, auth: TAuth, b: TInitialCourseLevelUpdate) =>
  inTenant(deps, auth, async (tx) => {
    await courseService.updateCourseLevelIn(tx, auth.campusId, b);
    if (b.AcademicYearIds.length > 0) await offerIn(tx, auth.campusId, b.Id, b.AcademicYearIds);
    return (await withYears(tx, auth.campusId, [b.Id]))[0]!;
  });
export const deleteCourseLevel = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    // The grade's year rows go with it unless something uses them.
    for (const o of await repo.listOfferedYears(tx, { campusId: auth.campusId, courseLevelIds: [id] })) {
      await assertNotInUse(tx, { table: 'academic_course_level', campusId: auth.campusId, id: o.id, name: 'ថ្នាក់ទី', nameEn: 'The grade' });
      await courseModule.deleteAcademicCourseLevel(tx, { campusId: auth.campusId, id: o.id });
    }
    await courseService.deleteCourseLevelIn(tx, auth.campusId, id);
  });

// ---- Level subjects: a subject found by code (or made in the root's general group) placed in a grade

async function toLevelSubjects(
  tx: TQueryable,
  campusId: string,
  p: { ids?: string[]; courseLevelId?: string; academicYearId?: string },
): Promise<TLevelSubject[]> {
  const rows = await courseModule.listCourseLevelSubjectsIn(tx, { campusId, ids: p.ids, academicYearId: p.academicYearId });
  const scores = await scoreModule.listStandardScoresIn(tx, { campusId, academicYearId: p.academicYearId });
  return rows
    .filter((r) => !p.courseLevelId || r.courseLevelId === p.courseLevelId)
    .map((r) => {
      const score = scores.find(
        (s) =>
          s.row.academicYearId === r.academicYearId &&
          s.row.courseLevelId === r.courseLevelId &&
          s.row.subjectId === r.row.subjectId &&
          s.row.programType === r.row.programType,
      );
      return {
        Id: r.row.id,
        AcademicYearId: r.academicYearId,
        CourseLevelId: r.courseLevelId,
        CourseLevel: { Id: r.courseLevelId, Description: r.courseLevelDescription, DescriptionEn: r.courseLevelDescriptionEn },
        SubjectGroupRootId: r.row.subjectGroupRootId,
        SubjectId: r.row.subjectId,
        SubjectCode: r.subjectCode,
        Description: r.row.description,
        DescriptionEn: r.row.descriptionEn,
        IsScoring: r.row.isScoring,
        ProgramType: r.row.programType,
        MaxScore: score?.row.maxScore ?? null,
        Coefficient: score?.row.coefficient ?? null,
        SortIndex: r.row.sortIndex,
        Version: r.row.version,
      };
    });
}

async function subjectFor(tx: TQueryable, campusId: string, b: TLevelSubjectCreate) {
  const root = await requireRoot(tx, campusId, b.SubjectGroupRootId);
  const found = await subjectModule.findSubjectByCode(tx, { campusId, code: b.SubjectCode });
  if (found) {
    const s = (await subjectModule.getSubject(tx, { campusId, id: found.id }))!;
    if (s.rootId !== root.id)
      throw conflict(`មុខវិជ្ជា «${b.SubjectCode}» ស្ថិតក្នុងក្រុមមុខវិជ្ជាមេផ្សេង`, `The subject '${b.SubjectCode}' belongs to another subject group root`);
    return s.subject.id;
  }
  // The root's general group holds the subjects the wizard makes.
  let group = await subjectModule.findGroupByCode(tx, { campusId, code: root.code });
  group ??= await subjectModule.insertGroup(tx, {
    campusId,
    values: {
      code: root.code,
      description: root.description,
      descriptionEn: root.descriptionEn,
      subjectGroupRootId: root.id,
      levelClassifiedId: null,
      sortIndex: 0,
    },
  });
  return (
    await subjectModule.insertSubject(tx, {
      campusId,
      values: {
        code: b.SubjectCode,
        description: b.Description,
        descriptionEn: b.DescriptionEn,
        abbreviation: null,
        subjectGroupId: group.id,
        sortIndex: b.SortIndex,
      },
    })
  ).id;
}

async function saveScore(tx: TQueryable, campusId: string, b: TLevelSubjectCreate, subjectId: string) {
  if (b.MaxScore === undefined || b.Coefficient === undefined) return;
  const existing = await scoreModule.findStandardScore(tx, {
    campusId,
    academicYearId: b.AcademicYearId,
    courseLevelId: b.CourseLevelId,
    programType: b.ProgramType,
    subjectId,
  });
  if (existing)
    await repo.subjectStandardScoreRows.update(
      tx,
      { campusId, id: existing.id, version: existing.version },
      { maxScore: b.MaxScore, coefficient: b.Coefficient, passScore: b.MaxScore / 2 },
    );
  else
    await scoreModule.insertStandardScores(tx, {
      campusId,
      rows: [
        {
          academicYearId: b.AcademicYearId,
          subjectGroupRootId: b.SubjectGroupRootId,
          courseLevelId: b.CourseLevelId,
          programType: b.ProgramType,
          subjectId,
          maxScore: b.MaxScore,
          coefficient: b.Coefficient,
          passScore: b.MaxScore / 2,
          standardScoreType: 0,
          standardScoreSubjectType: 0,
          sortIndex: b.SortIndex,
        },
      ],
    });
}

export async function createLevelSubjectIn(tx: TQueryable, campusId: string, b: TLevelSubjectCreate) {
  await requireYear(tx, campusId, b.AcademicYearId);
  await courseService.requireCourseLevel(tx, campusId, b.CourseLevelId);
  const subjectId = await subjectFor(tx, campusId, b);
  const acl = await courseModule.ensureAcademicCourseLevel(tx, { campusId, academicYearId: b.AcademicYearId, courseLevelId: b.CourseLevelId });
  const made = await courseService.createCourseLevelSubjectIn(tx, campusId, {
    AcademicCourseLevelId: acl,
    SubjectId: subjectId,
    Description: b.Description,
    DescriptionEn: b.DescriptionEn,
    IsScoring: b.IsScoring,
    ProgramType: b.ProgramType,
    SortIndex: b.SortIndex,
  });
  await saveScore(tx, campusId, b, subjectId);
  return (await toLevelSubjects(tx, campusId, { ids: [made.Id] }))[0]!;
}
export const listLevelSubjects = (deps: TAppDeps, auth: TAuth, q: { courseLevelId?: string; academicYearId?: string }) =>
  inTenant(deps, auth, (tx) => toLevelSubjects(tx, auth.campusId, q));
export const createLevelSubject = (deps: TAppDeps, auth: TAuth, b: TLevelSubjectCreate) =>
  inTenant(deps, auth, (tx) => createLevelSubjectIn(tx, auth.campusId, b));
export const updateLevelSubject = (deps: TAppDeps, auth: TAuth, b: TLevelSubjectUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const subjectId = await subjectFor(tx, auth.campusId, b);
    const acl = await courseModule.ensureAcademicCourseLevel(tx, { campusId: auth.campusId, academicYearId: b.AcademicYearId, courseLevelId: b.CourseLevelId });
    await courseService.updateCourseLevelSubjectIn(tx, auth.campusId, {
      Id: b.Id,
      Version: b.Version,
      AcademicCourseLevelId: acl,
      SubjectId: subjectId,
      Description: b.Description,
      DescriptionEn: b.DescriptionEn,
      IsScoring: b.IsScoring,
      ProgramType: b.ProgramType,
      SortIndex: b.SortIndex,
    });
    await saveScore(tx, auth.campusId, b, subjectId);
    return (await toLevelSubjects(tx, auth.campusId, { ids: [b.Id] }))[0]!;
  });
export const deleteLevelSubject = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, (tx) => courseService.deleteCourseLevelSubjectIn(tx, auth.campusId, id));

// ---- Session times, one period at a time

export const createSessionTime = (deps: TAppDeps, auth: TAuth, b: TInitialSessionTimeCreate) =>
  inTenant(deps, auth, async (tx) => {
    const [made] = await createSessionTimesIn(tx, auth.campusId, {
      AcademicSessionTimeLevelClassifiedId: b.AcademicSessionTimeLevelClassifiedId,
      AcademicTimeShift: b.AcademicTimeShift,
      SessionTimes: [{ From: b.From, To: b.To, Description: b.Description, DescriptionEn: b.DescriptionEn, SortIndex: b.SortIndex }],
    });
    return made!;
  });

// ---- Positions

const toPosition = (p: repo.TPositionRow): TInitialPosition => ({
  Id: p.id,
  Description: p.description,
  DescriptionEn: p.descriptionEn,
  SortIndex: p.sortIndex,
  Version: p.version,
});
async function checkPosition(tx: TQueryable, campusId: string, b: TInitialPositionCreate, selfId?: string) {
  const found = (await repo.findPosition(tx, { campusId, name: b.DescriptionEn })) ?? (await repo.findPosition(tx, { campusId, name: b.Description }));
  if (found && found.id !== selfId) throw conflict(`តួនាទី «${b.Description}» មានរួចហើយ`, `The position '${b.DescriptionEn}' already exists`);
}
export const listPositions = (deps: TAppDeps, auth: TAuth) =>
  inTenant(deps, auth, async (tx) => (await repo.listPositions(tx, { campusId: auth.campusId })).map(toPosition));
export async function createPositionIn(tx: TQueryable, campusId: string, b: TInitialPositionCreate) {
  await checkPosition(tx, campusId, b);
  return toPosition(
    await repo.insertPosition(tx, { campusId, values: { description: b.Description, descriptionEn: b.DescriptionEn, sortIndex: b.SortIndex } }),
  );
}
export const createPosition = (deps: TAppDeps, auth: TAuth, b: TInitialPositionCreate) => inTenant(deps, auth, (tx) => createPositionIn(tx, auth.campusId, b));
export const updatePosition = (deps: TAppDeps, auth: TAuth, b: TInitialPositionUpdate) =>
  inTenant(deps, auth, async (tx) => {
    await checkPosition(tx, auth.campusId, b, b.Id);
    await repo.initialSetupPositionRows.update(
      tx,
      { campusId: auth.campusId, id: b.Id, version: b.Version },
      { description: b.Description, descriptionEn: b.DescriptionEn, sortIndex: b.SortIndex },
    );
    return toPosition((await repo.getPosition(tx, { campusId: auth.campusId, id: b.Id }))!);
  });
export const deletePosition = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    await deleteUnused(tx, {
      table: 'initial_setup_position',
      key: { campusId: auth.campusId, id },
      get: repo.getPosition,
      remove: repo.initialSetupPositionRows.delete,
    });
  });

// ---- Employees

const toEmployee = (r: repo.TEmployeeRow): TInitialEmployee => ({
  Id: r.e.id,
  Code: r.e.code,
  ...personNameWire(r.e),
  Gender: r.e.gender,
  DateOfBirth: r.e.dateOfBirth ? String(r.e.dateOfBirth).slice(0, 10) : null,
  Phone: r.e.phone,
  Email: r.e.email,
  PositionId: r.e.positionId,
  Position: r.e.positionId ? { Id: r.e.positionId, Description: r.positionDescription ?? '', DescriptionEn: r.positionDescriptionEn ?? '' } : null,
  Version: r.e.version,
});
const employeeValues = (b: TInitialEmployeeCreate): repo.TEmployeeValues => ({
  code: b.Code,
  ...personNameRow(b),
  gender: b.Gender,
  dateOfBirth: b.DateOfBirth ?? null,
  phone: b.Phone ?? null,
  email: b.Email ?? null,
  positionId: b.PositionId ?? null,
});
async function checkEmployee(tx: TQueryable, campusId: string, b: TInitialEmployeeCreate, selfId?: string) {
  const found = await repo.findEmployeeByCode(tx, { campusId, code: b.Code });
  if (found && found.id !== selfId) throw codeTaken(b.Code);
  if (b.PositionId && !(await repo.getPosition(tx, { campusId, id: b.PositionId }))) throw missingReference('តួនាទី', 'position');
}
export const listEmployees = (deps: TAppDeps, auth: TAuth) =>
  inTenant(deps, auth, async (tx) => (await repo.listEmployees(tx, { campusId: auth.campusId })).map(toEmployee));
export async function createEmployeeIn(tx: TQueryable, campusId: string, b: TInitialEmployeeCreate) {
  await checkEmployee(tx, campusId, b);
  const row = await repo.insertEmployee(tx, { campusId, values: employeeValues(b) });
  return toEmployee((await repo.listEmployees(tx, { campusId, ids: [row.id] }))[0]!);
}
export const createEmployee = (deps: TAppDeps, auth: TAuth, b: TInitialEmployeeCreate) => inTenant(deps, auth, (tx) => createEmployeeIn(tx, auth.campusId, b));
export const updateEmployee = (deps: TAppDeps, auth: TAuth, b: TInitialEmployeeUpdate) =>
  inTenant(deps, auth, async (tx) => {
    await checkEmployee(tx, auth.campusId, b, b.Id);
    await repo.initialSetupEmployeeRows.update(tx, { campusId: auth.campusId, id: b.Id, version: b.Version }, employeeValues(b));
    return toEmployee((await repo.listEmployees(tx, { campusId: auth.campusId, ids: [b.Id] }))[0]!);
  });
export const deleteEmployee = personDelete({
  table: 'initial_setup_employee',
  list: repo.listEmployees,
  remove: repo.initialSetupEmployeeRows.delete,
  person: (r) => r.e,
});

// ---- Teaching classes and their subjects

const toTeaching = (r: repo.TTeachingRow): TTeachingClass => ({
  Id: r.t.id,
  EmployeeId: r.t.employeeId,
  Employee: {
    Id: r.employee.id,
    Code: r.employee.code,
    FullName: personFullName(r.employee),
    FullNameEn: personFullNameEn(r.employee),
  },
  AcademicClassId: r.t.academicClassId,
  AcademicClass: { Id: r.t.academicClassId, Description: r.classDescription, DescriptionEn: r.classDescriptionEn },
  AcademicYearId: r.academicYearId,
  IsMain: r.t.isMain,
  Version: r.t.version,
});
async function checkTeaching(tx: TQueryable, campusId: string, b: TTeachingClassCreate, selfId?: string) {
  if (!(await repo.listEmployees(tx, { campusId, ids: [b.EmployeeId] }))[0]) throw missingReference('បុគ្គលិក', 'employee');
  await requireAcademicClass(tx, campusId, b.AcademicClassId);
  const same = await repo.findTeaching(tx, { campusId, employeeId: b.EmployeeId, academicClassId: b.AcademicClassId });
  if (same && same.id !== selfId) throw conflict('បុគ្គលិកនេះបង្រៀនថ្នាក់នេះរួចហើយ', 'This employee already teaches this class');
  // One main teacher per class: the new main teacher takes the flag.
  if (b.IsMain) await repo.clearMainTeacher(tx, { campusId, academicClassId: b.AcademicClassId, exceptId: selfId });
}
export const listTeaching = (deps: TAppDeps, auth: TAuth, q: { employeeId?: string; academicClassId?: string; academicYearId?: string }) =>
  inTenant(deps, auth, async (tx) => (await repo.listTeaching(tx, { campusId: auth.campusId, ...q })).map(toTeaching));
export async function createTeachingIn(tx: TQueryable, campusId: string, b: TTeachingClassCreate) {
  await checkTeaching(tx, campusId, b);
  const row = await repo.insertTeaching(tx, { campusId, values: { employeeId: b.EmployeeId, academicClassId: b.AcademicClassId, isMain: b.IsMain } });
  return toTeaching((await repo.listTeaching(tx, { campusId, ids: [row.id] }))[0]!);
}
export const createTeaching = (deps: TAppDeps, auth: TAuth, b: TTeachingClassCreate) => inTenant(deps, auth, (tx) => createTeachingIn(tx, auth.campusId, b));
export const updateTeaching = (deps: TAppDeps, auth: TAuth, b: TTeachingClassUpdate) =>
  inTenant(deps, auth, async (tx) => {
    await checkTeaching(tx, auth.campusId, b, b.Id);
    await repo.initialSetupTeachingClassRows.update(
      tx,
      { campusId: auth.campusId, id: b.Id, version: b.Version },
      { employeeId: b.EmployeeId, academicClassId: b.AcademicClassId, isMain: b.IsMain },
    );
    return toTeaching((await repo.listTeaching(tx, { campusId: auth.campusId, ids: [b.Id] }))[0]!);
  });
export const deleteTeaching = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    if (!(await repo.listTeaching(tx, { campusId: auth.campusId, ids: [id] }))[0]) throw notFound();
    await repo.initialSetupTeachingClassRows.delete(tx, { campusId: auth.campusId, id });
  });

const toTeachingSubject = (r: repo.TTeachingSubjectRow): TTeachingClassSubject => ({
  Id: r.s.id,
  TeachingClassId: r.s.teachingClassId,
  CourseLevelSubjectId: r.s.courseLevelSubjectId,
  CourseLevelSubject: { Id: r.s.courseLevelSubjectId, Description: r.description, DescriptionEn: r.descriptionEn },
  Version: r.s.version,
});
/** The subject must be one of the class's grade in the class's year. */
async function checkTeachingSubject(tx: TQueryable, campusId: string, b: TTeachingClassSubjectCreate) {
  const [teaching] = await repo.listTeaching(tx, { campusId, ids: [b.TeachingClassId] });
  if (!teaching) throw missingReference('ថ្នាក់បង្រៀន', 'teaching class');
  const [subject] = await courseModule.listCourseLevelSubjectsIn(tx, { campusId, ids: [b.CourseLevelSubjectId] });
  if (!subject) throw missingReference('មុខវិជ្ជាតាមថ្នាក់ទី', 'grade subject');
  if (subject.academicYearId !== teaching.academicYearId || subject.courseLevelId !== teaching.courseLevelId)
    throw badRequest('មុខវិជ្ជានេះមិនមែនជាមុខវិជ្ជានៃថ្នាក់ទីនេះទេ', "The subject is not taught in this class's grade and year");
}
export const listTeachingSubjects = (deps: TAppDeps, auth: TAuth, q: { teachingClassId?: string; employeeId?: string }) =>
  inTenant(deps, auth, async (tx) => (await repo.listTeachingSubjects(tx, { campusId: auth.campusId, ...q })).map(toTeachingSubject));
export const createTeachingSubject = (deps: TAppDeps, auth: TAuth, b: TTeachingClassSubjectCreate) =>
  inTenant(deps, auth, async (tx) => {
    await checkTeachingSubject(tx, auth.campusId, b);
    const row = await repo.insertTeachingSubject(tx, {
      campusId: auth.campusId,
      values: { teachingClassId: b.TeachingClassId, courseLevelSubjectId: b.CourseLevelSubjectId },
    });
    if (!row) throw conflict('មុខវិជ្ជានេះមានរួចហើយក្នុងថ្នាក់បង្រៀននេះ', 'The subject is already in this teaching class');
    return toTeachingSubject((await repo.listTeachingSubjects(tx, { campusId: auth.campusId, ids: [row.id] }))[0]!);
  });
export const updateTeachingSubject = (deps: TAppDeps, auth: TAuth, b: TTeachingClassSubjectUpdate) =>
  inTenant(deps, auth, async (tx) => {
    await checkTeachingSubject(tx, auth.campusId, b);
    await repo.initialSetupTeachingClassSubjectRows.update(
      tx,
      { campusId: auth.campusId, id: b.Id, version: b.Version },
      { teachingClassId: b.TeachingClassId, courseLevelSubjectId: b.CourseLevelSubjectId },
    );
    return toTeachingSubject((await repo.listTeachingSubjects(tx, { campusId: auth.campusId, ids: [b.Id] }))[0]!);
  });
export const deleteTeachingSubject = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, (tx) => repo.initialSetupTeachingClassSubjectRows.delete(tx, { campusId: auth.campusId, id }));

// ---- Students

const toStudent = (r: repo.TStudentRow): TInitialStudent => ({
  Id: r.s.id,
  Code: r.s.code,
  ...personNameWire(r.s),
  Gender: r.s.gender,
  DateOfBirth: r.s.dateOfBirth ? String(r.s.dateOfBirth).slice(0, 10) : null,
  AcademicClassId: r.s.academicClassId,
  AcademicClass: { Id: r.s.academicClassId, Description: r.classDescription, DescriptionEn: r.classDescriptionEn },
  GuardianName: r.s.guardianName,
  GuardianPhone: r.s.guardianPhone,
  Version: r.s.version,
});
export const studentValues = (b: TInitialStudentCreate): repo.TStudentValues => ({
  code: b.Code,
  ...personNameRow(b),
  gender: b.Gender,
  dateOfBirth: b.DateOfBirth ?? null,
  academicClassId: b.AcademicClassId,
  guardianName: b.GuardianName ?? null,
  guardianPhone: b.GuardianPhone ?? null,
});
async function checkStudent(tx: TQueryable, campusId: string, b: TInitialStudentCreate, selfId?: string) {
  const found = await repo.findStudentByCode(tx, { campusId, code: b.Code });
  if (found && found.id !== selfId) throw codeTaken(b.Code);
  await requireAcademicClass(tx, campusId, b.AcademicClassId);
}
export const listStudents = (deps: TAppDeps, auth: TAuth, { academicClassId }: { academicClassId?: string }) =>
  inTenant(deps, auth, async (tx) => (await repo.listStudents(tx, { campusId: auth.campusId, academicClassId })).map(toStudent));
export const createStudent = (deps: TAppDeps, auth: TAuth, b: TInitialStudentCreate) =>
  inTenant(deps, auth, async (tx) => {
    await checkStudent(tx, auth.campusId, b);
    const [row] = await repo.insertStudents(tx, { campusId: auth.campusId, rows: [studentValues(b)] });
    return toStudent((await repo.listStudents(tx, { campusId: auth.campusId, ids: [row!.id] }))[0]!);
  });
export const updateStudent = (deps: TAppDeps, auth: TAuth, b: TInitialStudentUpdate) =>
  inTenant(deps, auth, async (tx) => {
    await checkStudent(tx, auth.campusId, b, b.Id);
    await repo.initialSetupStudentRows.update(tx, { campusId: auth.campusId, id: b.Id, version: b.Version }, studentValues(b));
    return toStudent((await repo.listStudents(tx, { campusId: auth.campusId, ids: [b.Id] }))[0]!);
  });
export const deleteStudent = personDelete({
  table: 'initial_setup_student',
  list: repo.listStudents,
  remove: repo.initialSetupStudentRows.delete,
  person: (r) => r.s,
});
