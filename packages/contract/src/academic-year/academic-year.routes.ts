import { z } from 'zod';
import { defineRoute } from '../common/route';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope } from '../common/envelope.schemas';
import {
  ZAcademicYear,
  ZAcademicYearByCampusQuery,
  ZAcademicYearCreate,
  ZAcademicYearDeleteQuery,
  ZAcademicYearListQuery,
  ZAcademicYearUpdate,
} from './academic-year.schemas';

const ZAcademicYearList = ZEnvelope(z.array(ZAcademicYear));

export const academicYearRoutes = {
  listByToken: defineRoute({
    method: 'GET',
    path: '/api/academic-year/by-token',
    area: 'setup',
    access: 'authenticated',
    summary: "The academic years of the token's campus, newest first; IsCurrent marks the current one",
    query: ZAcademicYearListQuery,
    response: ZAcademicYearList,
  }),
  listByCampus: defineRoute({
    method: 'GET',
    path: '/api/academic-year/by-campus',
    area: 'setup',
    access: 'authenticated',
    summary: "The academic years of a campus; only the token's own campus answers (another id: an empty list)",
    query: ZAcademicYearByCampusQuery,
    response: ZAcademicYearList,
  }),
  ...crudRoutes({
    path: '/api/academic-year/token',
    area: 'setup',
    manage: 'MANAGE_ACADEMIC_YEAR',
    bodyKind: 'multipart',
    record: ZAcademicYear,
    create: { summary: 'Creates an academic year (multipart or form); IsCurrent=true makes it the current year', body: ZAcademicYearCreate },
    update: { summary: 'Updates an academic year (multipart or form) named by Id; Version must be the one read, else 409', body: ZAcademicYearUpdate },
    delete: {
      path: '/api/academic-year',
      summary: 'Deletes an academic year that nothing uses; the current year or a year in use answers 409',
      query: ZAcademicYearDeleteQuery,
    },
  }),
};
