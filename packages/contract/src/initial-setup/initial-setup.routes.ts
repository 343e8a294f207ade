import { z } from 'zod';
import { defineRoute, type TBodyKind } from '../common/route';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope, ZId } from '../common/envelope.schemas';
import { ZIdParams, ZIdQuery } from '../common/fields.schemas';
import { ZLevelClassified, ZLevelClassifiedCreate, ZLevelClassifiedUpdate } from '../level-classified/level-classified.schemas';
import { ZAcademicClass, ZAcademicClassCreate, ZAcademicClassUpdate } from '../academic-class/academic-class.schemas';
import { ZSubjectGroupRoot, ZSubjectGroupRootCreate, ZSubjectGroupRootUpdate } from '../subject/subject.schemas';
import { ZSessionTime, ZSessionTimeUpdate } from '../session-time/session-time.schemas';
import {
  ZBasicInfo,
  ZBasicInfoUpdate,
  ZImportDeleteQuery,
  ZImportInfo,
  ZImportSubmit,
  ZImportSubmitResult,
  ZImportSummary,
  ZImportUpload,
  ZInitialAcademicYear,
  ZInitialAcademicYearCreate,
  ZInitialAcademicYearUpdate,
  ZInitialCourseLevel,
  ZInitialCourseLevelCreate,
  ZInitialCourseLevelQuery,
  ZInitialCourseLevelUpdate,
  ZInitialEmployee,
  ZInitialEmployeeCreate,
  ZInitialEmployeeUpdate,
  ZInitialPosition,
  ZInitialPositionCreate,
  ZInitialPositionUpdate,
  ZInitialSessionTimeCreate,
  ZInitialSessionTimeQuery,
  ZInitialStudent,
  ZInitialStudentCreate,
  ZInitialStudentQuery,
  ZInitialStudentUpdate,
  ZLevelSubject,
  ZLevelSubjectCreate,
  ZLevelSubjectQuery,
  ZLevelSubjectUpdate,
  ZTeachingClass,
  ZTeachingClassCreate,
  ZTeachingClassQuery,
  ZTeachingClassSubject,
  ZTeachingClassSubjectCreate,
  ZTeachingClassSubjectQuery,
  ZTeachingClassSubjectUpdate,
  ZTeachingClassUpdate,
  ZTemplate,
  ZTemplateApply,
  ZTemplateQuery,
  ZTemplateResult,
} from './initial-setup.schemas';

const ACCESS = 'MANAGE_INITIAL_SETUP' as const;
const base = '/api/initial-setup';

/**
 * The four calls of one initial-setup record kind as `crudRoutes` writes them: GET list, POST, PUT, DELETE
 * (`?id`, or `/{id}` where data-calls §7 says so), summaries named after the kind.
 */
function crud<R extends z.ZodType, C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType | undefined = undefined>(
  name: string,
  what: string,
  schemas: { row: R; create: C; update: U; query?: Q },
  options: { deleteByPath?: boolean; bodyKind?: TBodyKind } = {},
) {
  const path = `${base}/${name}`;
  const bodyKind = options.bodyKind ?? 'json';
  const remove = `Initial setup: delete ${what}; 409 while in use`;
  return crudRoutes({
    path,
    area: 'initial',
    read: ACCESS,
    manage: ACCESS,
    bodyKind,
    record: schemas.row,
    // Q is undefined exactly when no query was given.
    list: { summary: `Initial setup: ${what}`, query: schemas.query as Q },
    create: { summary: `Initial setup: add ${what} (${bodyKind})`, body: schemas.create },
    update: { summary: `Initial setup: update ${what} (${bodyKind}, Version)`, body: schemas.update },
    delete: options.deleteByPath ? { path: `${path}/{id}`, summary: remove, params: ZIdParams } : { summary: remove, query: ZIdQuery },
  });
}

export const initialSetupRoutes = {
  basicInfo: defineRoute({
    method: 'GET',
    path: `${base}/basic-info`,
    area: 'initial',
    access: ACCESS,
    summary: "Initial setup: the school's basic information, IsInitialSetup and the progress of each section",
    response: ZEnvelope(ZBasicInfo),
  }),
  saveBasicInfo: defineRoute({
    method: 'PUT',
    path: `${base}/basic-info`,
    area: 'initial',
    access: ACCESS,
    summary: "Initial setup: save the school's basic information (multipart, Version)",
    body: ZBasicInfoUpdate,
    bodyKind: 'multipart',
    response: ZEnvelope(ZBasicInfo),
  }),
  academicYear: crud(
    'academic-year',
    'academic years',
    { row: ZInitialAcademicYear, create: ZInitialAcademicYearCreate, update: ZInitialAcademicYearUpdate },
    { deleteByPath: true, bodyKind: 'multipart' },
  ),
  class: crud(
    'class',
    'classes',
    { row: ZAcademicClass, create: ZAcademicClassCreate, update: ZAcademicClassUpdate, query: z.object({ academicYearId: ZId.optional() }) },
    { deleteByPath: true, bodyKind: 'multipart' },
  ),
  employee: crud(
    'employee',
    'employees',
    { row: ZInitialEmployee, create: ZInitialEmployeeCreate, update: ZInitialEmployeeUpdate },
    { deleteByPath: true, bodyKind: 'multipart' },
  ),
  position: crud(
    'position',
    'positions',
    { row: ZInitialPosition, create: ZInitialPositionCreate, update: ZInitialPositionUpdate },
    { deleteByPath: true, bodyKind: 'multipart' },
  ),
  teachingClass: crud('teaching-class', 'teaching classes (employee × class, IsMain)', {
    row: ZTeachingClass,
    create: ZTeachingClassCreate,
    update: ZTeachingClassUpdate,
    query: ZTeachingClassQuery,
  }),
  teachingClassSubject: crud('teaching-class-subject', 'teaching class subjects', {
    row: ZTeachingClassSubject,
    create: ZTeachingClassSubjectCreate,
    update: ZTeachingClassSubjectUpdate,
    query: ZTeachingClassSubjectQuery,
  }),
  subjectGroupRoot: crud('subject-group-root', 'subject group roots', {
    row: ZSubjectGroupRoot,
    create: ZSubjectGroupRootCreate,
    update: ZSubjectGroupRootUpdate,
  }),
  levelSubject: crud('level-subject', 'level subjects (a subject in a grade of a year)', {
    row: ZLevelSubject,
    create: ZLevelSubjectCreate,
    update: ZLevelSubjectUpdate,
    query: ZLevelSubjectQuery,
  }),
  student: crud('student', 'students', { row: ZInitialStudent, create: ZInitialStudentCreate, update: ZInitialStudentUpdate, query: ZInitialStudentQuery }),
  classifiedLevel: crud('classified-level', 'classified levels', { row: ZLevelClassified, create: ZLevelClassifiedCreate, update: ZLevelClassifiedUpdate }),
  academicCourseLevel: crud('academic-course-level', 'grades and the years offering them', {
    row: ZInitialCourseLevel,
    create: ZInitialCourseLevelCreate,
    update: ZInitialCourseLevelUpdate,
    query: ZInitialCourseLevelQuery,
  }),
  academicSessionTime: crud(
    'academic-session-time',
    'session times (one period at a time)',
    { row: ZSessionTime, create: ZInitialSessionTimeCreate, update: ZSessionTimeUpdate, query: ZInitialSessionTimeQuery },
    { deleteByPath: true },
  ),
  importUpload: defineRoute({
    method: 'POST',
    path: `${base}/import`,
    area: 'initial',
    access: ACCESS,
    summary:
      'Initial setup: read a spreadsheet of the whole setup (.xlsx, .xls, .ods; multipart File). 400 with Data.Errors per row and nothing kept, else the pending import',
    body: ZImportUpload,
    bodyKind: 'multipart',
    response: ZEnvelope(ZImportInfo),
  }),
  importInfo: defineRoute({
    method: 'GET',
    path: `${base}/import`,
    area: 'initial',
    access: ACCESS,
    summary: 'Initial setup: the pending import (setup info), or null',
    response: ZEnvelope(ZImportInfo.nullable()),
  }),
  importDiscard: defineRoute({
    method: 'DELETE',
    path: `${base}/import`,
    area: 'initial',
    access: ACCESS,
    summary: "Initial setup: discard the pending import (campusId, if given, must be the token's campus)",
    query: ZImportDeleteQuery,
    response: ZEnvelope(z.null()),
  }),
  importSummary: defineRoute({
    method: 'GET',
    path: `${base}/import/submit`,
    area: 'initial',
    access: ACCESS,
    summary: 'Initial setup: Data.RecordSummary of the pending import (New and Existing per record kind) before submit',
    response: ZEnvelope(ZImportSummary),
  }),
  importSubmit: defineRoute({
    method: 'POST',
    path: `${base}/import/submit`,
    area: 'initial',
    access: ACCESS,
    summary: 'Initial setup: create the pending import in one transaction (existing codes are kept); Data.RecordSummary',
    body: ZImportSubmit,
    bodyKind: 'json',
    response: ZEnvelope(ZImportSubmitResult),
  }),
  importTemplate: defineRoute({
    method: 'GET',
    path: `${base}/import/template`,
    area: 'initial',
    access: ACCESS,
    summary: 'designed: the import workbook (.xlsx) with every sheet, its columns and one example row',
    file: true,
  }),
  template: defineRoute({
    method: 'GET',
    path: `${base}/template`,
    area: 'initial',
    access: ['MANAGE_INITIAL_SETUP', 'MANAGE_ACADEMIC_YEAR_SETUP'],
    summary: 'designed: the Cambodian public-school template (levels, grades, subjects with maximum scores and coefficients, A–F matrix, exams)',
    query: ZTemplateQuery,
    response: ZEnvelope(ZTemplate),
  }),
  applyTemplate: defineRoute({
    method: 'POST',
    path: `${base}/template`,
    area: 'initial',
    access: ['MANAGE_INITIAL_SETUP', 'MANAGE_ACADEMIC_YEAR_SETUP'],
    summary: 'designed: apply the template to a year in one transaction (what exists by code is kept); Data.RecordSummary',
    body: ZTemplateApply,
    bodyKind: 'json',
    response: ZEnvelope(ZTemplateResult),
  }),
  complete: defineRoute({
    method: 'POST',
    path: `${base}/complete`,
    area: 'initial',
    access: ACCESS,
    summary: 'designed: finish the initial setup (needs a current year, a level, a grade and a class): IsInitialSetup becomes false',
    response: ZEnvelope(ZBasicInfo),
  }),
};
