import { REGISTRATION_STATUS, todayInCambodia } from '@school/contract';
import { personNameWire, personNames } from '../../lib/person-name';
import type {
  TExamRoomAssignment,
  TPreApplicant,
  TPreApplicantDetail,
  TPreApplicantListQuery,
  TPreApplicantUpdate,
  TRegistrationConfiguration,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable, TTx } from '../../db/engine';
import { conflict, notFound, stale } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { khmerDigits } from '../../lib/khmer';
import * as files from '../file/file.service';
import { createApplicantIn, fieldError, findByPreApplicantIn } from '../applicant/applicant.service';
import * as repo from './registration.repository';
import { preApplicantNotFound, loadConfiguration } from './registration-configuration.service';
import { personValues, checkRegistration } from './registration-public.service';

/** The office's side of online registration: the registrations received, approving, pushing to applicants, exam rooms. */

// ---------------------------------------------------------------------------------------------------
// Pre-applicants (office)

export function toPreApplicant(v: repo.TPreApplicantViewRow): TPreApplicant {
  const r = v.row;
  return {
    Id: r.id,
    ReferenceCode: r.referenceCode,
    RegistrationConfigurationId: r.registrationConfigurationId,
    AcademicYearId: r.academicYearId,
    ...personNameWire(r),
    Gender: r.gender,
    DateOfBirthString: r.dateOfBirth,
    MobilePhone: r.mobilePhone,
    Email: r.email,
    GuardianPhone: r.guardianPhone,
    PreviousSchoolName: r.previousSchoolName,
    PreviousSchoolType: r.previousSchoolType,
    PreviousSchoolTypeName: v.schoolTypeName,
    PreviousSchoolTypeNameEn: v.schoolTypeNameEn,
    AppliedCourseLevelId: r.appliedCourseLevelId,
    AppliedCourseLevel: { Id: r.appliedCourseLevelId, Description: v.courseLevelDescription, DescriptionEn: v.courseLevelDescriptionEn },
    ProvinceId: r.provinceId,
    ProvinceName: v.provinceName,
    ProvinceNameEn: v.provinceNameEn,
    RegistrationStatus: r.registrationStatus,
    Note: r.note,
    HasPhoto: r.photoFileId !== null,
    PossibleDuplicates: Number(v.possibleDuplicates),
    ApplicantId: v.applicantId,
    ExamSeat:
      v.roomId && v.seatNumber !== null
        ? { RoomId: v.roomId, RoomCode: v.roomCode ?? '', Room: v.roomDescription ?? '', RoomEn: v.roomDescriptionEn ?? '', SeatNumber: v.seatNumber }
        : null,
    SubmittedAt: r.createdAt.toISOString(),
    Version: r.version,
  };
}

export function listPreApplicants(deps: TAppDeps, auth: TAuth, q: TPreApplicantListQuery) {
  return inTenant(deps, auth, async (tx) => {
    const { rows, total } = await repo.listPreApplicants(tx, {
      campusId: auth.campusId,
      configId: q.registrationConfigurationId,
      academicYearId: q.academicYearId,
      courseLevelId: q.courseLevelId,
      status: q.status,
      search: q.search,
      pageIndex: q.pageIndex,
      pageSize: q.pageSize,
    });
    return { rows: rows.map(toPreApplicant), total };
  });
}

async function detailIn(tx: TQueryable, campusId: string, id: string): Promise<TPreApplicantDetail> {
  const view = await repo.getPreApplicantView(tx, { campusId, id });
  if (!view) throw preApplicantNotFound();
  const answers = await repo.answersOf(tx, { campusId, preApplicantIds: [id] });
  const subjects = await repo.subjectsOf(tx, { campusId, preApplicantId: id });
  return {
    ...toPreApplicant(view),
    PrioritySubjects: subjects.map((s) => ({ Id: s.id, Description: s.description, DescriptionEn: s.descriptionEn })),
    Answers: answers.map((a) => ({
      QuestionId: a.questionId,
      Question: a.question,
      QuestionEn: a.questionEn,
      OccupationId: a.occupationId,
      Occupation: a.occupation,
      OccupationEn: a.occupationEn,
      FreeText: a.freeText,
    })),
  };
}

export const getPreApplicantDetail = (deps: TAppDeps, auth: TAuth, id: string) => inTenant(deps, auth, (tx) => detailIn(tx, auth.campusId, id));

export const getPreApplicantApplicant = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, async (tx) => {
    if (!(await repo.getPreApplicant(tx, { campusId: auth.campusId, id }))) throw preApplicantNotFound();
    return findByPreApplicantIn(tx, auth.campusId, id);
  });

/** Confirms a pending registration (portal §4: pending 0 → confirmed 1 by approval). */
export function approvePreApplicant(deps: TAppDeps, auth: TAuth, q: { id: string; version?: number }) {
  return inTenant(deps, auth, async (tx) => {
    const row = await repo.getPreApplicant(tx, { campusId: auth.campusId, id: q.id });
    if (!row) throw preApplicantNotFound();
    if (q.version !== undefined && q.version !== row.version) throw stale();
    if (row.registrationStatus === REGISTRATION_STATUS.CONFIRMED) throw conflict('ការចុះឈ្មោះនេះត្រូវបានបញ្ជាក់រួចហើយ', 'This registration is already confirmed');
    if (row.registrationStatus !== REGISTRATION_STATUS.PENDING)
      throw conflict('មានតែការចុះឈ្មោះកំពុងរង់ចាំទេដែលអាចបញ្ជាក់បាន', 'Only a pending registration can be confirmed: set it back to pending first');
    await repo.preApplicantRows.update(tx, { campusId: auth.campusId, id: q.id, version: row.version }, { registrationStatus: REGISTRATION_STATUS.CONFIRMED });
    return toPreApplicant((await repo.getPreApplicantView(tx, { campusId: auth.campusId, id: q.id }))!);
  });
}

/**
 * The office corrects a registration. The status may go between pending and error here; a registration
 * pushed to the applicants keeps its status, and one leaving "confirmed" loses its exam seat.
 */
export async function updatePreApplicant(deps: TAppDeps, auth: TAuth, body: TPreApplicantUpdate) {
  const campusId = auth.campusId;
  let oldPhotoKey: string | undefined;
  const detail = await inTenant(deps, auth, async (tx) => {
    const row = await repo.getPreApplicant(tx, { campusId, id: body.Id });
    if (!row) throw preApplicantNotFound();
    if (row.version !== body.Version) throw stale();
    const config = await loadConfiguration(tx, campusId, row.registrationConfigurationId);
    const answers = await checkRegistration(tx, campusId, config, body, { strictLevels: false, requireAnswers: false });
    const status = body.RegistrationStatus ?? row.registrationStatus;
    if (status !== row.registrationStatus && (await findByPreApplicantIn(tx, campusId, row.id)))
      throw conflict('ការចុះឈ្មោះនេះបានបញ្ជូនទៅបញ្ជីបេក្ខជនរួចហើយ មិនអាចប្តូរស្ថានភាពបានទេ', 'This registration was pushed to the applicants: its status cannot change');
    if (status !== REGISTRATION_STATUS.CONFIRMED) await repo.deleteSeatOf(tx, { campusId, preApplicantId: row.id });
    let photoFileId = row.photoFileId;
    if (body.Photo) {
      photoFileId = (await files.saveUpload(deps, tx as TTx, { campusId, purpose: 'pre-applicant-photo', file: body.Photo, accept: files.IMAGE_KINDS })).id;
    }
    await repo.preApplicantRows.update(
      tx,
      { campusId, id: row.id, version: body.Version },
      { ...personValues(body), registrationStatus: status, note: body.Note ?? null, photoFileId },
    );
    if (body.Photo && row.photoFileId) oldPhotoKey = await files.deleteStoredFile(tx as TTx, { campusId, id: row.photoFileId });
    await repo.replaceAnswers(tx, { campusId, preApplicantId: row.id, answers });
    await repo.replaceSubjects(tx, { campusId, preApplicantId: row.id, subjectIds: [...new Set(body.PrioritySubjectIds)] });
    return detailIn(tx, campusId, row.id);
  });
  await files.removeStoredBytes(deps, oldPhotoKey);
  return detail;
}

/** Pushes a confirmed registration to the applicant list, once (designed: api-calls.tsv). */
export function pushPreApplicant(deps: TAppDeps, auth: TAuth, id: string) {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const row = await repo.getPreApplicant(tx, { campusId, id });
    if (!row) throw preApplicantNotFound();
    if (row.registrationStatus !== REGISTRATION_STATUS.CONFIRMED)
      throw conflict('សូមបញ្ជាក់ការចុះឈ្មោះនេះជាមុនសិន', 'Confirm this registration before pushing it to the applicants');
    if (await findByPreApplicantIn(tx, campusId, id))
      throw conflict('ការចុះឈ្មោះនេះបានបញ្ជូនទៅបញ្ជីបេក្ខជនរួចហើយ', 'This registration is already on the applicant list');
    return createApplicantIn(
      tx,
      campusId,
      {
        academicYearId: row.academicYearId,
        courseLevelId: row.appliedCourseLevelId,
        ...personNames(row),
        gender: row.gender,
        dateOfBirth: row.dateOfBirth,
        mobilePhone: row.mobilePhone,
        email: row.email,
        guardianPhone: row.guardianPhone,
        provinceId: row.provinceId,
        previousSchoolName: row.previousSchoolName,
        previousSchoolType: row.previousSchoolType,
        preApplicantId: row.id,
      },
      [],
    );
  });
}

export function getPreApplicantPhoto(deps: TAppDeps, auth: TAuth, id: string) {
  return inTenant(deps, auth, async (tx) => {
    const row = await repo.getPreApplicant(tx, { campusId: auth.campusId, id });
    if (!row) throw preApplicantNotFound();
    const stored = row.photoFileId ? await files.readStoredFile(deps, tx as TTx, { campusId: auth.campusId, id: row.photoFileId }) : undefined;
    if (!stored) throw notFound('ការចុះឈ្មោះនេះគ្មានរូបថតទេ', 'This registration has no photo');
    return stored;
  });
}

// ---------------------------------------------------------------------------------------------------
// Exam rooms

/** The configuration a report or the room generation is about: the one named, else the current one. */
export async function configurationFor(tx: TQueryable, campusId: string, id: string | undefined): Promise<TRegistrationConfiguration> {
  if (id) return loadConfiguration(tx, campusId, id);
  const current = await repo.findCurrentConfiguration(tx, { campusId, today: todayInCambodia() });
  if (!current) throw notFound('គ្មានការចុះឈ្មោះកំពុងបើកទេ សូមជ្រើសរើសការចុះឈ្មោះ', 'No registration is open today: choose a registration configuration');
  return loadConfiguration(tx, campusId, current);
}

export function seatsToAssignment(seats: Awaited<ReturnType<typeof repo.listSeats>>): TExamRoomAssignment[] {
  const rooms: TExamRoomAssignment[] = [];
  for (const s of seats) {
    let room = rooms.find((r) => r.RoomId === s.roomId);
    if (!room) {
      room = { RoomId: s.roomId, RoomCode: s.roomCode, Room: s.roomDescription, RoomEn: s.roomDescriptionEn, Capacity: s.capacity, Seats: [] };
      rooms.push(room);
    }
    room.Seats.push({
      SeatNumber: s.seatNumber,
      PreApplicantId: s.pre.id,
      ReferenceCode: s.pre.referenceCode,
      ...personNameWire(s.pre),
      Gender: s.pre.gender,
      AppliedCourseLevel: { Id: s.pre.appliedCourseLevelId, Description: s.courseLevelDescription, DescriptionEn: s.courseLevelDescriptionEn },
    });
  }
  return rooms;
}

/**
 * Seats every confirmed registration of a configuration in the exam rooms, filling each room up to its
 * capacity in room-code order; candidates in order of grade, then Latin name. Earlier seats are replaced,
 * in one transaction; when the rooms hold too few seats nothing changes (409 with the numbers).
 */
export function generateRooms(deps: TAppDeps, auth: TAuth, q: { registrationConfigurationId?: string; roomIds?: string[] }) {
  return inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const config = await configurationFor(tx, campusId, q.registrationConfigurationId);
    const wanted = q.roomIds && q.roomIds.length > 0 ? [...new Set(q.roomIds)] : undefined;
    let rooms = await repo.roomsForExam(tx, { campusId, ids: wanted });
    if (wanted) {
      if (rooms.length !== wanted.length) throw fieldError('roomIds', 'រកមិនឃើញបន្ទប់ខ្លះទេ', 'Some rooms were not found');
      rooms = wanted.map((id) => rooms.find((r) => r.id === id)!);
    }
    const candidates = await repo.listPreApplicantsForReport(tx, { campusId, configId: config.Id, status: REGISTRATION_STATUS.CONFIRMED });
    const capacity = rooms.reduce((sum, r) => sum + Math.max(r.capacity, 0), 0);
    if (candidates.length === 0) throw conflict('គ្មានបេក្ខជនដែលបានបញ្ជាក់ទេ', 'No registration of this configuration is confirmed yet');
    if (capacity < candidates.length)
      throw conflict(
        `បន្ទប់មានកន្លែងអង្គុយតែ ${khmerDigits(capacity)} ប៉ុន្តែមានបេក្ខជន ${khmerDigits(candidates.length)} នាក់`,
        `The rooms seat ${capacity} but ${candidates.length} candidates are confirmed: add rooms or raise their capacity`,
      );
    await repo.deleteSeats(tx, { campusId, configId: config.Id });
    const seats: Array<{ campusId: string; registrationConfigurationId: string; preApplicantId: string; roomId: string; seatNumber: number }> = [];
    let next = 0;
    for (const room of rooms) {
      for (let seat = 1; seat <= room.capacity && next < candidates.length; seat++, next++) {
        seats.push({ campusId, registrationConfigurationId: config.Id, preApplicantId: candidates[next]!.row.id, roomId: room.id, seatNumber: seat });
      }
    }
    await repo.insertSeats(tx, seats);
    return seatsToAssignment(await repo.listSeats(tx, { campusId, configId: config.Id }));
  });
}
