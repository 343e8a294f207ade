import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZStudentImportBatch,
  ZStudentImportConstantQuery,
  ZStudentImportConstants,
  ZStudentImportListQuery,
  ZStudentImportParams,
  ZStudentImportUpload,
} from './student-import.schemas';

const READERS = ['VIEW_NAV_STUDENT_IMPORT', 'MANAGE_STUDENT_IMPORT'] as const;

export const studentImportRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/student/import',
    area: 'people',
    access: READERS,
    summary: 'Import batches, newest first, with their result',
    query: ZStudentImportListQuery,
    response: ZEnvelope(z.array(ZStudentImportBatch)),
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/api/student/import',
    area: 'people',
    access: 'MANAGE_STUDENT_IMPORT',
    summary: 'Upload .xlsx, .xls or .ods: every row checked; StatusCode 400 with the invalid rows (reason per cell) as Data, else the valid batch',
    body: ZStudentImportUpload,
    bodyKind: 'multipart',
    response: ZEnvelope(ZStudentImportBatch),
  }),
  constants: defineRoute({
    method: 'GET',
    path: '/api/student/import/constant',
    area: 'people',
    access: READERS,
    summary: 'The columns and the codes a sheet may use (genders, relationships, provinces, class codes of the year)',
    query: ZStudentImportConstantQuery,
    response: ZEnvelope(ZStudentImportConstants),
  }),
  template: defineRoute({
    method: 'GET',
    path: '/api/student/import/template',
    area: 'people',
    access: READERS,
    summary: 'The import template (.xlsx): column headers in Khmer and English, an example row, and a sheet of codes',
    query: ZStudentImportConstantQuery,
    file: true,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/student/import/{id}',
    area: 'people',
    access: READERS,
    summary: 'One import batch with its rows',
    params: ZStudentImportParams,
    response: ZEnvelope(ZStudentImportBatch),
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/student/import/{id}/submit',
    area: 'people',
    access: 'MANAGE_STUDENT_IMPORT',
    summary: 'Import a valid batch in one transaction: every student or none',
    params: ZStudentImportParams,
    response: ZEnvelope(ZStudentImportBatch),
  }),
} as const;
