import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZEnvelope } from '../common/envelope.schemas';
import { ZIdParams } from '../common/fields.schemas';
import {
  ZActorSearchRequest,
  ZActorSearchResult,
  ZCreatedMobileUser,
  ZEmployeeMobileUser,
  ZEmployeeMobileUserQuery,
  ZGenerateMobileUsers,
  ZClassGuardianStudent,
  ZClassGuardianStudentQuery,
  ZMobileUser,
  ZMobileUserCreate,
  ZMobileUserListQuery,
  ZMobileUserReset,
  ZMobileUserStatus,
} from './mobile-account.schemas';

const READ = 'VIEW_NAV_MOBILE_ACCOUNT' as const;
const WRITE = 'MANAGE_MOBILE_ACCOUNT' as const;
const area = 'people';

/** Where the generated-accounts sheet is downloaded (designed path; `Data` of the generate call points here). */
export const GENERATED_ACCOUNTS_PATH = '/api/sms/generate-mobile-user/{id}';

export const mobileAccountRoutes = {
  actorSearch: defineRoute({
    method: 'POST',
    path: '/api/actor/search',
    area,
    access: 'authenticated',
    summary:
      'Finds employees or students by code, name or phone (form; searchType employee or student), leaving out excludeIds. Students: office keys see the school, a teacher the classes she teaches',
    body: ZActorSearchRequest,
    bodyKind: 'form',
    response: ZEnvelope(z.array(ZActorSearchResult)),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/sms/mobile-user',
    area,
    access: READ,
    summary: 'Accounts by account-creation actor type (0 student, 1 guardian, 2 employee), paged, with Total',
    query: ZMobileUserListQuery,
    response: ZEnvelope(z.array(ZMobileUser)),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/sms/mobile-user',
    area,
    access: WRITE,
    summary:
      "Makes the account of one person (form or multipart: actorId, actorType); answers it with its first password, which must be changed at first sign-in. Employees' accounts: school administrator only",
    body: ZMobileUserCreate,
    bodyKind: 'form',
    response: ZEnvelope(ZCreatedMobileUser),
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/sms/mobile-user/reset-password',
    area,
    access: WRITE,
    summary:
      "designed: a new random first password for an account whose owner forgot it (JSON: Id); it must be changed at the next sign-in and the account's sessions end. Employees' accounts: school administrator only",
    body: ZMobileUserReset,
    bodyKind: 'json',
    response: ZEnvelope(ZCreatedMobileUser),
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/api/sms/mobile-user/status',
    area,
    access: WRITE,
    summary:
      "designed: turns an account off (its sessions end at once, sign-in is refused) or on again (JSON: Id, IsActive). Not one's own account; employees' accounts: school administrator only",
    body: ZMobileUserStatus,
    bodyKind: 'json',
    response: ZEnvelope(ZMobileUser),
  }),
  generate: defineRoute({
    method: 'POST',
    path: '/api/sms/generate-mobile-user',
    area,
    access: WRITE,
    summary:
      "Makes the missing accounts of a class's students, of their guardians, or of every teacher (school administrator only) in one transaction; Data is the URL of the sheet of usernames and first passwords, Total the accounts made",
    body: ZGenerateMobileUsers,
    bodyKind: 'json',
    response: ZEnvelope(z.string()),
  }),
  generatedFile: defineRoute({
    method: 'GET',
    path: GENERATED_ACCOUNTS_PATH,
    area,
    access: WRITE,
    summary: 'designed: the sheet of a generation (.xlsx), once, by the user who generated it; then it is deleted',
    params: ZIdParams,
    file: true,
  }),
  teacherUsers: defineRoute({
    method: 'GET',
    changesData: true,
    path: '/api/generate/teacher/users',
    area,
    access: WRITE,
    summary:
      "Makes the missing teachers' accounts and answers the sheet of every teacher's username (first passwords of the new ones) as .xlsx; school administrator only",
    file: true,
  }),
  // designed (issue 11): the same call as POST; the GET form changes data, so it needs X-Requested-With.
  teacherUsersPost: defineRoute({
    method: 'POST',
    path: '/api/generate/teacher/users',
    area,
    access: WRITE,
    summary: "The GET call as POST (designed): makes the missing teachers' accounts and answers the sheet (.xlsx)",
    file: true,
  }),
  guardianStudents: defineRoute({
    method: 'GET',
    path: '/api/sms/guardian-student',
    area,
    access: READ,
    summary: "A class's students with their guardians (relationship) and the accounts of each",
    query: ZClassGuardianStudentQuery,
    response: ZEnvelope(z.array(ZClassGuardianStudent)),
  }),
  employeeMobileUsers: defineRoute({
    method: 'GET',
    path: '/api/employee/mobile-user',
    area,
    access: READ,
    summary: 'Employees with their account (or none), by status, paged, with Total',
    query: ZEmployeeMobileUserQuery,
    response: ZEnvelope(z.array(ZEmployeeMobileUser)),
  }),
};
