import { defineRoute } from '../common/route';
import { crudRoutes } from '../common/crud-routes';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdQuery } from '../common/fields.schemas';
import {
  ZApplicant,
  ZApplicantApproval,
  ZApplicantCreate,
  ZApplicantGuardianCreate,
  ZApplicantGuardianUpdate,
  ZApplicantListQuery,
  ZApplicantReject,
  ZApplicantUpdate,
} from './applicant.schemas';

/** Applicant calls (data-calls §7 'Applicants'). Reading needs VIEW_NAV_APPICANT, changing MANAGE_APPLICANT. */
export const applicantRoutes = {
  ...crudRoutes({
    path: '/api/applicant',
    area: 'admission',
    read: 'VIEW_NAV_APPICANT',
    manage: 'MANAGE_APPLICANT',
    bodyKind: 'json',
    record: ZApplicant,
    list: { summary: 'Applicants by year, grade and status, paged (Total), newest first', query: ZApplicantListQuery },
    create: { path: '/api/applicant/add', summary: 'Add an applicant (pending), with her guardians in the same transaction', body: ZApplicantCreate },
    update: { summary: 'Edit a pending applicant (Version)', body: ZApplicantUpdate },
  }),
  find: defineRoute({
    method: 'GET',
    path: '/api/applicant/find',
    area: 'admission',
    access: 'VIEW_NAV_APPICANT',
    summary: 'One applicant with her guardians',
    query: ZIdQuery,
    response: ZEnvelope(ZApplicant),
  }),
  // Each answers the applicant with her guardians.
  ...crudRoutes({
    prefix: 'guardian',
    path: '/api/applicant/guardian',
    area: 'admission',
    manage: 'MANAGE_APPLICANT',
    bodyKind: 'json',
    record: ZApplicant,
    create: { summary: 'Add a guardian to a pending applicant; answers the applicant', body: ZApplicantGuardianCreate },
    update: { summary: "Edit a pending applicant's guardian (Version); answers the applicant", body: ZApplicantGuardianUpdate },
    // designed: the spec adds and edits guardians but names no call to remove one entered by mistake.
    delete: { summary: "Remove a pending applicant's guardian (designed); answers the applicant", query: ZIdQuery, data: ZApplicant },
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/applicant/approval',
    area: 'admission',
    access: 'MANAGE_APPLICANT',
    summary: 'Approve: makes the student in the chosen class with her guardians, in one transaction',
    body: ZApplicantApproval,
    bodyKind: 'json',
    response: ZEnvelope(ZApplicant),
  }),
  reject: defineRoute({
    method: 'PUT',
    path: '/api/applicant/reject',
    area: 'admission',
    access: 'MANAGE_APPLICANT',
    summary: 'Reject a pending applicant with a reason',
    body: ZApplicantReject,
    bodyKind: 'json',
    response: ZEnvelope(ZApplicant),
  }),
};
