import crypto from 'node:crypto';
import type {
  TAcademicClass,
  TAcademicClassBatchUpdate,
  TAcademicClassCreate,
  TAcademicClassOption,
  TAcademicClassUpdate,
  TClassStatistics,
  TCopyPreviewRequest,
  TCopyRequest,
  TCopyRow,
} from '@school/contract';
import { SETUP_ENUM_ITEMS } from '@school/contract/enum/enum.setup';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { assertNotInUse } from '../../db/usage';
import { badRequest, codeTaken, missingReference, notFound } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { getCurrentYear, requireYear } from '../academic-year/academic-year.service';
import { requireCourseLevel } from '../course-level/course-level.service';
import { ensureAcademicCourseLevel } from '../course-level/index';
import { requireClassGroup } from '../class-group/class-group.service';
import * as repo from './academic-class.repository';

const shiftName = (value: number) => SETUP_ENUM_ITEMS.academicTimeShift.find((i) => i.Value === value) ?? { Name: '', NameEn: '' };

export const toAcademicClass = (r: repo.TAcademicClassRow): TAcademicClass => ({
  Id: r.cls.id,
  AcademicYearId: r.cls.academicYearId,
  CourseLevelId: r.cls.courseLevelId,
  CourseLevel: { Id: r.cls.courseLevelId, Description: r.courseLevelDescription, DescriptionEn: r.courseLevelDescriptionEn },
  LevelClassifiedId: r.levelClassifiedId,
  ClassGroupId: r.cls.classGroupId,
  ClassGroup: r.cls.classGroupId ? { Id: r.cls.classGroupId, Description: r.groupDescription ?? '', DescriptionEn: r.groupDescriptionEn ?? '' } : null,
  Code: r.cls.code,
  Description: r.cls.description,
  DescriptionEn: r.cls.descriptionEn,
  AcademicTimeShift: r.cls.academicTimeShift,
  AcademicTimeShiftName: shiftName(r.cls.academicTimeShift).Name,
  AcademicTimeShiftNameEn: shiftName(r.cls.academicTimeShift).NameEn,
  AcademicTimeShiftType: r.cls.academicTimeShiftType,
  IsPromoteNextYear: r.cls.isPromoteNextYear,
  ProgramType: r.cls.programType,
  PreviousAcademicClassId: r.cls.previousAcademicClassId,
  PreviousAcademicClassDescription: r.previousDescription,
  PreviousAcademicClassDescriptionEn: r.previousDescriptionEn,
  SortIndex: r.cls.sortIndex,
  Version: r.cls.version,
});

export async function requireAcademicClass(db: TQueryable, campusId: string, id: string) {
  const row = await repo.getAcademicClassRow(db, { campusId, id });
  if (!row) throw missingReference('ថ្នាក់', 'class');
  return row;
}

/** A previous class is a class of another year than the class itself. */
async function checkPrevious(db: TQueryable, campusId: string, previousId: string | undefined | null, academicYearId: string, selfId?: string) {
  if (!previousId) return;
  const prev = await requireAcademicClass(db, campusId, previousId);
  if (prev.id === selfId || prev.academicYearId === academicYearId)
    throw badRequest('ថ្នាក់មុនត្រូវតែជាថ្នាក់នៃឆ្នាំសិក្សាផ្សេង', 'The previous class must be a class of another academic year');
}

async function checkClass(db: TQueryable, campusId: string, academicYearId: string, b: Omit<TAcademicClassCreate, 'AcademicYearId'>, selfId?: string) {
  const found = await repo.findAcademicClassByCode(db, { campusId, academicYearId, code: b.Code });
  if (found && found.id !== selfId) throw codeTaken(b.Code, true);
  await requireCourseLevel(db, campusId, b.CourseLevelId);
  if (b.ClassGroupId) await requireClassGroup(db, campusId, b.ClassGroupId);
  await checkPrevious(db, campusId, b.PreviousAcademicClassId, academicYearId, selfId);
}

const classValues = (academicYearId: string, b: Omit<TAcademicClassCreate, 'AcademicYearId'>): repo.TAcademicClassValues => ({
  academicYearId,
  courseLevelId: b.CourseLevelId,
  classGroupId: b.ClassGroupId ?? null,
  code: b.Code,
  description: b.Description,
  descriptionEn: b.DescriptionEn,
  academicTimeShift: b.AcademicTimeShift,
  academicTimeShiftType: b.AcademicTimeShiftType,
  // spec: IsPromoteNextYear null becomes false (the schema's default)
  isPromoteNextYear: b.IsPromoteNextYear,
  programType: b.ProgramType,
  previousAcademicClassId: b.PreviousAcademicClassId ?? null,
  sortIndex: b.SortIndex,
});

// ---- Lists

export async function listByYear(deps: TAppDeps, auth: TAuth, p: { academicYearId: string; courseLevelId?: string }) {
  const rows = await inTenant(deps, auth, async (tx) => {
    await requireYear(tx, auth.campusId, p.academicYearId);
    return repo.listAcademicClasses(tx, { campusId: auth.campusId, ...p });
  });
  return rows.map(toAcademicClass);
}

/**
 * The class lookup of the selects (issue 17): one query, no year check first, so a year that is not the
 * campus's (or has no classes) answers an empty list where by-year answers 400.
 */
export async function listOptions(deps: TAppDeps, auth: TAuth, academicYearId: string): Promise<TAcademicClassOption[]> {
  const rows = await inTenant(deps, auth, (tx) => repo.listAcademicClassOptions(tx, { campusId: auth.campusId, academicYearId }));
  return rows.map((r) => ({ Id: r.id, CourseLevelId: r.courseLevelId, Code: r.code, Description: r.description, DescriptionEn: r.descriptionEn }));
}

export async function listByYearGrouped(deps: TAppDeps, auth: TAuth, academicYearId: string) {
  const classes = await listByYear(deps, auth, { academicYearId });
  const groups: Array<{
    CourseLevelId: string;
    Description: string;
    DescriptionEn: string;
    LevelClassifiedId: string;
    SortIndex: number;
    AcademicClasses: TAcademicClass[];
  }> = [];
  for (const c of classes) {
    let g = groups.find((x) => x.CourseLevelId === c.CourseLevelId);
    if (!g) {
      g = {
        CourseLevelId: c.CourseLevelId,
        Description: c.CourseLevel.Description,
        DescriptionEn: c.CourseLevel.DescriptionEn,
        LevelClassifiedId: c.LevelClassifiedId,
        SortIndex: groups.length,
        AcademicClasses: [],
      };
      groups.push(g);
    }
    g.AcademicClasses.push(c);
  }
  return groups;
}

export async function listCurrent(deps: TAppDeps, auth: TAuth) {
  const rows = await inTenant(deps, auth, async (tx) => {
    const year = await getCurrentYear(tx, { campusId: auth.campusId });
    return year ? repo.listAcademicClasses(tx, { campusId: auth.campusId, academicYearId: year.id }) : [];
  });
  return rows.map(toAcademicClass);
}

export const timeShifts = () => ({
  AcademicTimeShifts: [...SETUP_ENUM_ITEMS.academicTimeShift],
  AcademicTimeShiftTypes: [...SETUP_ENUM_ITEMS.academicTimeShiftType],
});

// ---- Create, update, delete

export async function createAcademicClassIn(tx: TQueryable, campusId: string, body: TAcademicClassCreate) {
  await requireYear(tx, campusId, body.AcademicYearId);
  await checkClass(tx, campusId, body.AcademicYearId, body);
  await ensureAcademicCourseLevel(tx, { campusId, academicYearId: body.AcademicYearId, courseLevelId: body.CourseLevelId });
  const [row] = await repo.insertAcademicClasses(tx, { campusId, rows: [classValues(body.AcademicYearId, body)] });
  return toAcademicClass((await repo.getAcademicClass(tx, { campusId, id: row!.id }))!);
}
export const createAcademicClass = (deps: TAppDeps, auth: TAuth, body: TAcademicClassCreate) =>
  inTenant(deps, auth, (tx) => createAcademicClassIn(tx, auth.campusId, body));

export async function updateAcademicClassIn(tx: TQueryable, campusId: string, body: TAcademicClassUpdate) {
  const current = await repo.getAcademicClassRow(tx, { campusId, id: body.Id });
  if (!current) throw notFound();
  if (body.AcademicYearId && body.AcademicYearId !== current.academicYearId)
    throw badRequest('ថ្នាក់រៀនមិនអាចប្តូរឆ្នាំសិក្សាបានទេ', 'A class cannot move to another academic year');
  await checkClass(tx, campusId, current.academicYearId, body, body.Id);
  await ensureAcademicCourseLevel(tx, { campusId, academicYearId: current.academicYearId, courseLevelId: body.CourseLevelId });
  await repo.academicClassRows.update(tx, { campusId, id: body.Id, version: body.Version }, classValues(current.academicYearId, body));
  return toAcademicClass((await repo.getAcademicClass(tx, { campusId, id: body.Id }))!);
}
export const updateAcademicClass = (deps: TAppDeps, auth: TAuth, body: TAcademicClassUpdate) =>
  inTenant(deps, auth, (tx) => updateAcademicClassIn(tx, auth.campusId, body));

/** Order, promotion flag and previous class of many classes of one year, all or nothing. */
export const batchUpdate = (deps: TAppDeps, auth: TAuth, body: TAcademicClassBatchUpdate) =>
  inTenant(deps, auth, async (tx) => {
    await requireYear(tx, auth.campusId, body.AcademicYearId);
    for (const item of body.AcademicClasses) {
      const current = await repo.getAcademicClassRow(tx, { campusId: auth.campusId, id: item.Id });
      if (!current) throw notFound();
      if (current.academicYearId !== body.AcademicYearId)
        throw badRequest('ថ្នាក់នេះមិនមែនជាថ្នាក់នៃឆ្នាំសិក្សានេះទេ', `The class '${current.code}' is not a class of this academic year`);
      await checkPrevious(tx, auth.campusId, item.PreviousAcademicClassId, body.AcademicYearId, item.Id);
      await repo.academicClassRows.update(
        tx,
        { campusId: auth.campusId, id: item.Id, version: item.Version },
        { sortIndex: item.SortIndex, isPromoteNextYear: item.IsPromoteNextYear, previousAcademicClassId: item.PreviousAcademicClassId ?? null },
      );
    }
    return (await repo.listAcademicClasses(tx, { campusId: auth.campusId, academicYearId: body.AcademicYearId })).map(toAcademicClass);
  });

export async function deleteAcademicClassIn(tx: TQueryable, campusId: string, id: string) {
  const row = await repo.getAcademicClassRow(tx, { campusId, id });
  if (!row) throw notFound();
  await assertNotInUse(tx, {
    table: 'academic_class',
    campusId,
    id,
    name: row.description,
    nameEn: row.descriptionEn,
    ignore: ['academic_class.previous_academic_class_id'],
  });
  await repo.clearPreviousLinks(tx, { campusId, id });
  await repo.academicClassRows.delete(tx, { campusId, id });
}
export const deleteAcademicClass = (deps: TAppDeps, auth: TAuth, id: string) => inTenant(deps, auth, (tx) => deleteAcademicClassIn(tx, auth.campusId, id));

// ---- Copy classes to another year (data-calls §4 'Academic class copy')

export async function copySource(deps: TAppDeps, auth: TAuth, q: { fromAcademicYearId: string; courseLevelId?: string }) {
  return { FromAcademicClasses: await listByYear(deps, auth, { academicYearId: q.fromAcademicYearId, courseLevelId: q.courseLevelId }) };
}

export const newRowId = () => `new-${crypto.randomUUID()}`;

/** Old rows: what the target year has; New rows: source classes whose code the target year lacks. */
export async function previewCopyIn(tx: TQueryable, campusId: string, body: TCopyPreviewRequest): Promise<TCopyRow[]> {
  if (body.FromAcademicYearId === body.ToAcademicYearId) throw badRequest('ឆ្នាំសិក្សាប្រភព និងគោលដៅត្រូវតែខុសគ្នា', 'The source and target academic years must differ');
  await requireYear(tx, campusId, body.FromAcademicYearId);
  await requireYear(tx, campusId, body.ToAcademicYearId);
  const sources = (await repo.listAcademicClasses(tx, { campusId, academicYearId: body.FromAcademicYearId, courseLevelId: body.CourseLevelId })).filter(
    (r) => !body.AcademicClassIds || body.AcademicClassIds.includes(r.cls.id),
  );
  const targets = await repo.listAcademicClasses(tx, { campusId, academicYearId: body.ToAcademicYearId, courseLevelId: body.CourseLevelId });
  const taken = new Set(targets.map((r) => r.cls.code.toUpperCase()));
  const row = (r: repo.TAcademicClassRow, status: 'Old' | 'New'): TCopyRow => ({
    Id: status === 'Old' ? r.cls.id : '',
    NewId: status === 'Old' ? r.cls.id : newRowId(),
    SaveStatus: status,
    FromAcademicClassId: status === 'Old' ? null : r.cls.id,
    CourseLevelId: r.cls.courseLevelId,
    CourseLevel: { Id: r.cls.courseLevelId, Description: r.courseLevelDescription, DescriptionEn: r.courseLevelDescriptionEn },
    ClassGroupId: r.cls.classGroupId,
    Code: r.cls.code,
    Description: r.cls.description,
    DescriptionEn: r.cls.descriptionEn,
    AcademicTimeShift: r.cls.academicTimeShift,
    AcademicTimeShiftType: r.cls.academicTimeShiftType,
    IsPromoteNextYear: r.cls.isPromoteNextYear,
    ProgramType: r.cls.programType,
    // A copied class continues the class it was copied from.
    PreviousAcademicClassId: status === 'Old' ? r.cls.previousAcademicClassId : r.cls.id,
    SortIndex: r.cls.sortIndex,
  });
  return [...targets.map((r) => row(r, 'Old')), ...sources.filter((r) => !taken.has(r.cls.code.toUpperCase())).map((r) => row(r, 'New'))];
}
export const previewCopy = (deps: TAppDeps, auth: TAuth, body: TCopyPreviewRequest) =>
  inTenant(deps, auth, async (tx) => ({ ToAcademicClasses: await previewCopyIn(tx, auth.campusId, body) }));

/** Creates the New and Duplicate rows in one transaction; Old rows are left as they are. */
export async function copyIn(tx: TQueryable, campusId: string, body: TCopyRequest) {
  if (body.FromAcademicYearId === body.ToAcademicYearId) throw badRequest('ឆ្នាំសិក្សាប្រភព និងគោលដៅត្រូវតែខុសគ្នា', 'The source and target academic years must differ');
  await requireYear(tx, campusId, body.FromAcademicYearId);
  await requireYear(tx, campusId, body.ToAcademicYearId);
  const toCreate = body.ToAcademicClasses.filter((r) => r.SaveStatus !== 'Old');
  const seen = new Set<string>();
  const rows: repo.TAcademicClassValues[] = [];
  for (const r of toCreate) {
    const key = r.Code.toUpperCase();
    if (seen.has(key)) throw codeTaken(r.Code, true);
    seen.add(key);
    if (await repo.findAcademicClassByCode(tx, { campusId, academicYearId: body.ToAcademicYearId, code: r.Code })) throw codeTaken(r.Code, true);
    await requireCourseLevel(tx, campusId, r.CourseLevelId);
    if (r.ClassGroupId) await requireClassGroup(tx, campusId, r.ClassGroupId);
    await checkPrevious(tx, campusId, r.PreviousAcademicClassId, body.ToAcademicYearId);
    await ensureAcademicCourseLevel(tx, { campusId, academicYearId: body.ToAcademicYearId, courseLevelId: r.CourseLevelId });
    rows.push(
      classValues(body.ToAcademicYearId, {
        CourseLevelId: r.CourseLevelId,
        ClassGroupId: r.ClassGroupId ?? undefined,
        Code: r.Code,
        Description: r.Description,
        DescriptionEn: r.DescriptionEn,
        AcademicTimeShift: r.AcademicTimeShift,
        AcademicTimeShiftType: r.AcademicTimeShiftType,
        IsPromoteNextYear: r.IsPromoteNextYear,
        ProgramType: r.ProgramType,
        PreviousAcademicClassId: r.PreviousAcademicClassId ?? undefined,
        SortIndex: r.SortIndex,
      }),
    );
  }
  await repo.insertAcademicClasses(tx, { campusId, rows });
  return (await repo.listAcademicClasses(tx, { campusId, academicYearId: body.ToAcademicYearId, courseLevelId: body.CourseLevelId })).map(toAcademicClass);
}
export const copy = (deps: TAppDeps, auth: TAuth, body: TCopyRequest) =>
  inTenant(deps, auth, async (tx) => ({ ToAcademicClasses: await copyIn(tx, auth.campusId, body) }));

// ---- Statistics

export const statistics = (deps: TAppDeps, auth: TAuth, f: { AcademicYearId: string; LevelClassifiedId?: string; CourseLevelId?: string }) =>
  inTenant(deps, auth, async (tx): Promise<TClassStatistics[]> => {
    await requireYear(tx, auth.campusId, f.AcademicYearId);
    const classes = await repo.listAcademicClasses(tx, {
      campusId: auth.campusId,
      academicYearId: f.AcademicYearId,
      levelClassifiedId: f.LevelClassifiedId,
      courseLevelId: f.CourseLevelId,
    });
    const counts = await repo.countStudents(tx, { campusId: auth.campusId, classIds: classes.map((c) => c.cls.id) });
    const levels = await repo.listLevelsOfClasses(tx, { campusId: auth.campusId, ids: [...new Set(classes.map((c) => c.levelClassifiedId))] });
    return levels.map((level) => {
      const rows = classes
        .filter((c) => c.levelClassifiedId === level.id)
        .map((c) => {
          const female = counts.find((x) => x.classId === c.cls.id && x.gender === 1)?.n ?? 0;
          const male = counts.find((x) => x.classId === c.cls.id && x.gender === 0)?.n ?? 0;
          return {
            AcademicClassId: c.cls.id,
            Code: c.cls.code,
            Description: c.cls.description,
            DescriptionEn: c.cls.descriptionEn,
            CourseLevelId: c.cls.courseLevelId,
            Total: female + male,
            Female: female,
            Male: male,
          };
        });
      const sum = (k: 'Total' | 'Female' | 'Male') => rows.reduce((n, r) => n + r[k], 0);
      return {
        LevelClassifiedId: level.id,
        Description: level.description,
        DescriptionEn: level.descriptionEn,
        Total: sum('Total'),
        Female: sum('Female'),
        Male: sum('Male'),
        Classes: rows,
      };
    });
  });
