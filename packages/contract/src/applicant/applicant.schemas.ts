import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/envelope.schemas';
import { ZRef, ZVersion, zf } from '../common/fields.schemas';
import { RELATIONSHIP_TYPE } from '../enum/enum.values';
import { GENDER_VALUES, zBirthDate, zEmail, zJsonList, zNameEn, zNameKm, zPhone } from '../registration/registration.schemas';
import { PERSON_NAME, personNameInput } from '../common/person.schemas';

/**
 * Applicants (portal §2 /administration/applicant; data-calls §3 'Applicants and pre-applicants', §7
 * 'Applicants'). A person applying for a grade of a year, entered by the office or pushed from an online
 * registration. Status is the applicant registration status (`/api/enum/applicant-registration-status`):
 * pending 0, approved 1 (a student was made in a class), rejected 2 (with a reason).
 */
export const RELATIONSHIP_TYPE_VALUES = Object.values(RELATIONSHIP_TYPE);

/** An applicant's guardian. `RelatationshipType` is the spec's spelling (data-calls §3), kept on the wire. */
export const ZApplicantGuardian = z.object({
  Id: ZId,
  ApplicantId: ZId,
  ...PERSON_NAME,
  Gender: z.number().int(),
  RelatationshipType: z.number().int(),
  MobilePhone: z.string().nullable(),
  Email: z.string().nullable(),
  /** The guardian record made when the applicant was approved. */
  GuardianId: ZId.nullable(),
  Version: z.number().int(),
});
export type TApplicantGuardian = z.infer<typeof ZApplicantGuardian>;

const guardianFields = {
  ...personNameInput(zNameKm, zNameEn),
  Gender: zf.oneOf(GENDER_VALUES),
  RelatationshipType: zf.oneOf(RELATIONSHIP_TYPE_VALUES),
  MobilePhone: zPhone(),
  Email: zEmail(),
};
export const ZApplicantGuardianInput = z.strictObject(guardianFields);
export type TApplicantGuardianInput = z.infer<typeof ZApplicantGuardianInput>;
export const ZApplicantGuardianCreate = z.strictObject({ ApplicantId: zf.id(), ...guardianFields });
export type TApplicantGuardianCreate = z.infer<typeof ZApplicantGuardianCreate>;
export const ZApplicantGuardianUpdate = z.strictObject({ Id: zf.id(), Version: ZVersion, ApplicantId: zf.optId(), ...guardianFields });
export type TApplicantGuardianUpdate = z.infer<typeof ZApplicantGuardianUpdate>;

export const ZApplicant = z.object({
  Id: ZId,
  AcademicYearId: ZId,
  AcademicYear: ZRef,
  CourseLevelId: ZId,
  CourseLevel: ZRef,
  Status: z.number().int(),
  ...PERSON_NAME,
  Gender: z.number().int(),
  DateOfBirth: z.string(),
  PlaceOfBirth: z.string().nullable(),
  MobilePhone: z.string().nullable(),
  Email: z.string().nullable(),
  GuardianPhone: z.string().nullable(),
  ProvinceId: z.number().int().nullable(),
  Address: z.string().nullable(),
  PreviousSchoolName: z.string().nullable(),
  PreviousSchoolType: z.number().int().nullable(),
  Note: z.string().nullable(),
  RejectReason: z.string().nullable(),
  DecidedAt: z.string().nullable(),
  /** The student made by approval, and the class she was put in. */
  StudentId: ZId.nullable(),
  AcademicClass: ZRef.nullable(),
  /** The online registration this applicant came from, if any. */
  PreApplicantId: ZId.nullable(),
  ReferenceCode: z.string().nullable(),
  Guardians: z.array(ZApplicantGuardian),
  Version: z.number().int(),
});
export type TApplicant = z.infer<typeof ZApplicant>;

const applicantFields = {
  AcademicYearId: zf.id(),
  CourseLevelId: zf.id(),
  ...personNameInput(zNameKm, zNameEn),
  Gender: zf.oneOf(GENDER_VALUES),
  DateOfBirth: zBirthDate(),
  PlaceOfBirth: zf.optText(300),
  MobilePhone: zPhone(),
  Email: zEmail(),
  GuardianPhone: zPhone(),
  ProvinceId: zf.optInt(1, 1000),
  Address: zf.optText(500),
  PreviousSchoolName: zf.optText(200),
  PreviousSchoolType: zf.optInt(1, 1000),
  Note: zf.optText(1000),
};
/** `POST /api/applicant/add`: the applicant, and optionally her guardians in the same save. */
export const ZApplicantCreate = z.strictObject({ ...applicantFields, Guardians: zJsonList(ZApplicantGuardianInput, 10) });
export type TApplicantCreate = z.infer<typeof ZApplicantCreate>;
export const ZApplicantUpdate = z.strictObject({ Id: zf.id(), Version: ZVersion, ...applicantFields });
export type TApplicantUpdate = z.infer<typeof ZApplicantUpdate>;

export const ZApplicantListQuery = ZPageQuery.extend({
  academicYearId: ZId.optional(),
  courseLevelId: ZId.optional(),
  status: z.coerce.number().int().optional(),
  /** Khmer or Latin name, phone or reference code. */
  search: z.string().trim().max(100).optional(),
});
export type TApplicantListQuery = z.infer<typeof ZApplicantListQuery>;

/** Approve: the student is made in this class (of the applicant's year), with her guardians. */
export const ZApplicantApproval = z.strictObject({ Id: zf.id(), Version: ZVersion, AcademicClassId: zf.id() });
export type TApplicantApproval = z.infer<typeof ZApplicantApproval>;
export const ZApplicantReject = z.strictObject({ Id: zf.id(), Version: ZVersion, Reason: zf.text(1000) });
export type TApplicantReject = z.infer<typeof ZApplicantReject>;
