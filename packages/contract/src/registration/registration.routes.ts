import { z } from 'zod';
import { defineRoute } from '../common/route';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdParams, ZIdQuery } from '../common/fields.schemas';
import { ZApplicant } from '../applicant/applicant.schemas';
import {
  ZCurrentRegistration,
  ZExamRoomAssignment,
  ZGenerateRoomQuery,
  ZOccupation,
  ZPreApplicant,
  ZPreApplicantApproveQuery,
  ZPreApplicantDetail,
  ZPreApplicantListQuery,
  ZPreApplicantPhotoQuery,
  ZPreApplicantPush,
  ZPreApplicantRegister,
  ZPreApplicantReportQuery,
  ZPreApplicantUpdate,
  ZRegistrationConfiguration,
  ZRegistrationConfigurationCreate,
  ZRegistrationConfigurationQuery,
  ZRegistrationConfigurationUpdate,
  ZRegistrationQuestion,
  ZRegistrationReceipt,
  ZRegistrationStatusQuery,
  ZRegistrationStatusView,
  ZRoomReportQuery,
  ZSchoolCodeQuery,
} from './registration.schemas';

/**
 * Online registration calls (data-calls §7 'Pre-applicants and external registration'). The public ones
 * name the school by `schoolCode` (as `/api/campus/login-config` does), are rate limited per address and
 * answer nothing about other applicants. Staff read with VIEW_NAV_ONLINE_REGISTRATION and change with
 * MANAGE_REGISTRATION.
 */
const currentQuery = ZSchoolCodeQuery.partial();

export const registrationRoutes = {
  // ---- public
  current: defineRoute({
    method: 'GET',
    path: '/api/rg/configuration/current',
    area: 'admission',
    access: 'public',
    summary: "The school's registration configuration open today; 404 when registration is closed",
    // schoolCode may be left out by a signed-in user: the token's school is meant then.
    query: currentQuery,
    response: ZEnvelope(ZCurrentRegistration),
  }),
  questions: defineRoute({
    method: 'GET',
    path: '/api/rg/question',
    area: 'admission',
    access: 'public',
    summary: 'The questions of the current registration configuration',
    query: currentQuery,
    response: ZEnvelope(z.array(ZRegistrationQuestion)),
  }),
  occupations: defineRoute({
    method: 'GET',
    path: '/api/rg/occupation',
    area: 'admission',
    access: 'public',
    summary: 'Occupations an answer may choose (shared reference data)',
    response: ZEnvelope(z.array(ZOccupation)),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/pre-applicant/create',
    area: 'admission',
    access: 'public',
    summary: 'Public registration with an optional photo (multipart); answers the reference code',
    query: ZSchoolCodeQuery,
    body: ZPreApplicantRegister,
    bodyKind: 'multipart',
    response: ZEnvelope(ZRegistrationReceipt),
  }),
  externalRegister: defineRoute({
    method: 'POST',
    path: '/api/external/user/register',
    area: 'admission',
    access: 'public',
    summary: 'Public registration as a form (no files); a failure answers the pre-applicant info sent as Data',
    query: ZSchoolCodeQuery,
    body: ZPreApplicantRegister,
    bodyKind: 'form',
    response: ZEnvelope(ZRegistrationReceipt),
  }),
  // designed: the spec gives the applicant "a reference to check the status later" without a call.
  status: defineRoute({
    method: 'GET',
    path: '/api/pre-applicant/status',
    area: 'admission',
    access: 'public',
    summary: 'Registration status by reference code and date of birth (designed); the same 404 for any mismatch',
    query: ZRegistrationStatusQuery,
    response: ZEnvelope(ZRegistrationStatusView),
  }),

  // ---- configuration (staff)
  ...crudRoutes({
    prefix: 'configuration',
    path: '/api/rg/configuration',
    area: 'admission',
    read: 'VIEW_NAV_ONLINE_REGISTRATION',
    manage: 'MANAGE_REGISTRATION',
    bodyKind: 'json',
    record: ZRegistrationConfiguration,
    list: { summary: 'Registration configurations, newest opening first', query: ZRegistrationConfigurationQuery },
    create: { summary: 'Create a configuration; its dates may not overlap another of the campus', body: ZRegistrationConfigurationCreate },
    update: { summary: 'Update a configuration (Version); questions keep their answers when their Id is sent', body: ZRegistrationConfigurationUpdate },
    delete: { path: '/api/rg/configuration/{id}', summary: 'Delete a configuration; 409 once anyone registered under it', params: ZIdParams },
  }),

  // ---- pre-applicants (staff)
  list: defineRoute({
    method: 'GET',
    path: '/api/pre-applicant',
    area: 'admission',
    access: 'VIEW_NAV_ONLINE_REGISTRATION',
    summary: 'Registrations by configuration or year, grade and status, with search; paged (Total)',
    query: ZPreApplicantListQuery,
    response: ZEnvelope(z.array(ZPreApplicant)),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/pre-applicant/detail',
    area: 'admission',
    access: 'VIEW_NAV_ONLINE_REGISTRATION',
    summary: 'One registration with its answers and priority subjects',
    query: ZIdQuery,
    response: ZEnvelope(ZPreApplicantDetail),
  }),
  applicant: defineRoute({
    method: 'GET',
    path: '/api/pre-applicant/applicant',
    area: 'admission',
    access: 'VIEW_NAV_ONLINE_REGISTRATION',
    summary: 'The applicant made from a registration by push; Data null before that',
    query: ZIdQuery,
    response: ZEnvelope(ZApplicant.nullable()),
  }),
  approve: defineRoute({
    method: 'GET',
    changesData: true,
    path: '/api/pre-applicant/approve',
    area: 'admission',
    access: 'MANAGE_REGISTRATION',
    summary: 'Confirm a pending registration (0 → 1); `version` refuses a stale screen',
    query: ZPreApplicantApproveQuery,
    response: ZEnvelope(ZPreApplicant),
  }),
  // designed (issue 11): the same call as POST; the GET form changes data, so it needs X-Requested-With.
  approvePost: defineRoute({
    method: 'POST',
    path: '/api/pre-applicant/approve',
    area: 'admission',
    access: 'MANAGE_REGISTRATION',
    summary: 'The GET call as POST (designed): confirms a pending registration, same query parameters',
    query: ZPreApplicantApproveQuery,
    response: ZEnvelope(ZPreApplicant),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/pre-applicant/update',
    area: 'admission',
    access: 'MANAGE_REGISTRATION',
    summary: 'Correct a registration (multipart, Version)',
    body: ZPreApplicantUpdate,
    bodyKind: 'multipart',
    response: ZEnvelope(ZPreApplicantDetail),
  }),
  push: defineRoute({
    method: 'POST',
    path: '/api/pre-applicant/push',
    area: 'admission',
    access: ['MANAGE_REGISTRATION', 'MANAGE_APPLICANT'],
    summary: 'Push a confirmed registration to the applicant list (once); answers the applicant',
    body: ZPreApplicantPush,
    bodyKind: 'json',
    response: ZEnvelope(ZApplicant),
  }),
  // designed: the registration form takes a photo; the office sees it (a Bearer call answering the picture).
  photo: defineRoute({
    method: 'GET',
    path: '/api/pre-applicant/photo',
    area: 'admission',
    access: 'VIEW_NAV_ONLINE_REGISTRATION',
    summary: 'The photo sent with a registration (designed)',
    query: ZPreApplicantPhotoQuery,
    file: true,
  }),

  // ---- reports and exam rooms
  generateRoom: defineRoute({
    method: 'GET',
    changesData: true,
    path: '/report/generate-room',
    area: 'admission',
    access: 'MANAGE_REGISTRATION',
    summary: 'Seats the confirmed registrations in exam rooms by capacity (replacing earlier seats); answers the rooms',
    query: ZGenerateRoomQuery,
    response: ZEnvelope(z.array(ZExamRoomAssignment)),
  }),
  // designed (issue 11): the same call as POST; the GET form changes data, so it needs X-Requested-With.
  generateRoomPost: defineRoute({
    method: 'POST',
    path: '/report/generate-room',
    area: 'admission',
    access: 'MANAGE_REGISTRATION',
    summary: 'The GET call as POST (designed): seats the confirmed registrations in exam rooms, same query parameters',
    query: ZGenerateRoomQuery,
    response: ZEnvelope(z.array(ZExamRoomAssignment)),
  }),
  reportList: defineRoute({
    method: 'GET',
    path: '/report/pre-applicant',
    area: 'admission',
    access: 'VIEW_NAV_ONLINE_REGISTRATION',
    summary: 'PDF list of registrations',
    query: ZPreApplicantReportQuery,
    file: true,
  }),
  reportRoom: defineRoute({
    method: 'GET',
    path: '/report/pre-applicant-room',
    area: 'admission',
    access: 'VIEW_NAV_ONLINE_REGISTRATION',
    summary: 'PDF of the exam rooms, one room a page, with seats and a signature column',
    query: ZRoomReportQuery,
    file: true,
  }),
  exportInfo: defineRoute({
    method: 'GET',
    path: '/export/pre-applicant-info',
    area: 'admission',
    access: 'VIEW_NAV_ONLINE_REGISTRATION',
    summary: 'Registrations with every field and answer as .xlsx',
    query: ZPreApplicantReportQuery,
    file: true,
  }),
};
