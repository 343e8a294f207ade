import { personFullName, personFullNameEn } from '../../lib/person-name';
import { ENUM_ITEMS, enumName } from '@school/contract';
import type { TPreApplicantReportQuery, TRegistrationConfiguration } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { notFound } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import { khmerDigits } from '../../lib/khmer';
import { PdfReport, reportDate, type TPdfColumn, type TPdfSchool } from '../../lib/pdf/pdf-report';
import { XLSX_CONTENT_TYPE, buildXlsx, xlsxDate, type TXlsxColumn } from '../../lib/xlsx/xlsx-export';
import * as campusModule from '../campus/index';
import * as repo from './registration.repository';
import { configurationFor, seatsToAssignment } from './registration.service';

/**
 * The pre-applicant report files (data-calls §7 'Reports'): the list of registrations (PDF), the exam
 * rooms (PDF, a page per room) and the export of every field and answer (.xlsx). They are built from the
 * same filters as the office's list, with the shared PdfReport and buildXlsx pieces.
 */
export type TReportFile = { data: Buffer; fileName: string; contentType: string };

const gender = (v: number, locale: 'km' | 'en') => enumName(ENUM_ITEMS.gender, v, locale);
const status = (v: number, locale: 'km' | 'en') => enumName(ENUM_ITEMS.registrationStatus, v, locale);
const dmy = (iso: string | null) => (iso ? iso.split('-').reverse().join('-') : '');
const stamp = () => new Date().toISOString().slice(0, 10);

async function schoolOf(tx: TQueryable, campusId: string): Promise<TPdfSchool> {
  const campus = await campusModule.getCampus(tx, { campusId });
  return { name: campus?.name ?? '', nameEn: campus?.nameEn ?? '' };
}

/** The rows of a report: the named configuration's, else those matching the year/grade/status filters. */
async function reportRows(tx: TQueryable, campusId: string, q: TPreApplicantReportQuery) {
  const configs = q.registrationConfigurationId ? [await configurationFor(tx, campusId, q.registrationConfigurationId)] : [];
  const rows = await repo.listPreApplicantsForReport(tx, {
    campusId,
    configId: q.registrationConfigurationId,
    academicYearId: q.academicYearId,
    courseLevelId: q.courseLevelId,
    status: q.status,
  });
  return { rows, config: configs[0] };
}

function filterLine(config: TRegistrationConfiguration | undefined, q: TPreApplicantReportQuery, rows: number): string {
  const parts: string[] = [];
  if (config) parts.push(`${config.Description} · ${config.DescriptionEn}`);
  if (q.status !== undefined) parts.push(`${status(q.status, 'km')} · ${status(q.status, 'en')}`);
  parts.push(`ចំនួន ${khmerDigits(rows)} នាក់ · ${rows} ${rows === 1 ? 'person' : 'people'}`);
  return parts.join('   |   ');
}

export function preApplicantListPdf(deps: TAppDeps, auth: TAuth, q: TPreApplicantReportQuery): Promise<TReportFile> {
  return inTenant(deps, auth, async (tx) => {
    const school = await schoolOf(tx, auth.campusId);
    const { rows, config } = await reportRows(tx, auth.campusId, q);
    const report = new PdfReport({ school, title: 'បញ្ជីឈ្មោះអ្នកចុះឈ្មោះតាមអនឡាញ', titleEn: 'Online registrations', orientation: 'landscape' });
    report.text(filterLine(config, q, rows.length), { size: 9 });
    type TRow = (typeof rows)[number];
    const columns: Array<TPdfColumn<TRow>> = [
      { header: 'ល.រ', headerEn: 'No.', width: 0.5, align: 'center', value: (_r, i) => i + 1 },
      { header: 'លេខយោង', headerEn: 'Reference', width: 1.3, value: (r) => r.row.referenceCode },
      { header: 'គោត្តនាម និងនាម', headerEn: 'Name', width: 1.8, value: (r) => personFullName(r.row) },
      { header: 'ឈ្មោះឡាតាំង', headerEn: 'Latin name', width: 1.8, value: (r) => personFullNameEn(r.row) },
      { header: 'ភេទ', headerEn: 'Sex', width: 0.7, align: 'center', value: (r) => `${gender(r.row.gender, 'km')}\n${gender(r.row.gender, 'en')}` },
      { header: 'ថ្ងៃខែឆ្នាំកំណើត', headerEn: 'Date of birth', width: 1.1, align: 'center', value: (r) => dmy(r.row.dateOfBirth) },
      { header: 'ថ្នាក់ទី', headerEn: 'Grade', width: 1.1, value: (r) => r.courseLevelDescription },
      { header: 'ទូរស័ព្ទអាណាព្យាបាល', headerEn: "Guardian's phone", width: 1.2, value: (r) => r.row.guardianPhone },
      { header: 'សាលាមុន', headerEn: 'Previous school', width: 1.6, value: (r) => r.row.previousSchoolName },
      {
        header: 'ស្ថានភាព',
        headerEn: 'Status',
        width: 1,
        align: 'center',
        value: (r) => `${status(r.row.registrationStatus, 'km')}\n${status(r.row.registrationStatus, 'en')}`,
      },
    ];
    report.table(columns, rows, { fontSize: 8.5 });
    return { data: await report.toBuffer(), fileName: `pre-applicants-${stamp()}.pdf`, contentType: 'application/pdf' };
  });
}

export function preApplicantRoomPdf(deps: TAppDeps, auth: TAuth, q: { registrationConfigurationId?: string; roomId?: string }): Promise<TReportFile> {
  return inTenant(deps, auth, async (tx) => {
    const school = await schoolOf(tx, auth.campusId);
    const config = await configurationFor(tx, auth.campusId, q.registrationConfigurationId);
    const rooms = seatsToAssignment(await repo.listSeats(tx, { campusId: auth.campusId, configId: config.Id, roomId: q.roomId }));
    if (rooms.length === 0) throw notFound('មិនទាន់មានការរៀបចំបន្ទប់ប្រឡងទេ សូមបង្កើតបន្ទប់ប្រឡងជាមុនសិន', 'No exam rooms have been generated for this registration yet');
    const report = new PdfReport({ school, title: 'បញ្ជីបេក្ខជនតាមបន្ទប់ប្រឡង', titleEn: 'Entrance exam rooms' });
    rooms.forEach((room, i) => {
      if (i > 0) report.newPage();
      report.text(`${config.Description} · ${config.DescriptionEn}`, { size: 9 });
      report.text(`${room.Room} · ${room.RoomEn} (${room.RoomCode})`, { size: 12, bold: true });
      const exam = config.ExamDate ? `   |   ថ្ងៃប្រឡង ${khmerDigits(dmy(config.ExamDate))} · Exam date ${dmy(config.ExamDate)}` : '';
      report.text(`ចំនួនបេក្ខជន ${khmerDigits(room.Seats.length)} / ${khmerDigits(room.Capacity)} · Candidates ${room.Seats.length} of ${room.Capacity}${exam}`, {
        size: 9,
        gapAfter: 6,
      });
      type TSeat = (typeof room.Seats)[number];
      const columns: Array<TPdfColumn<TSeat>> = [
        { header: 'លេខតុ', headerEn: 'Seat', width: 0.8, align: 'center', value: (s) => s.SeatNumber },
        { header: 'លេខយោង', headerEn: 'Reference', width: 1.4, value: (s) => s.ReferenceCode },
        { header: 'គោត្តនាម និងនាម', headerEn: 'Name', width: 2, value: (s) => `${s.LastName} ${s.FirstName}` },
        { header: 'ឈ្មោះឡាតាំង', headerEn: 'Latin name', width: 2, value: (s) => `${s.LastNameEn} ${s.FirstNameEn}` },
        { header: 'ភេទ', headerEn: 'Sex', width: 0.7, align: 'center', value: (s) => gender(s.Gender, 'km') },
        { header: 'ថ្នាក់ទី', headerEn: 'Grade', width: 1.2, value: (s) => s.AppliedCourseLevel.Description },
        { header: 'ហត្ថលេខា', headerEn: 'Signature', width: 1.6, value: () => '' },
      ];
      report.table(columns, room.Seats, { fontSize: 9, zebra: false, minRowHeight: 26 });
    });
    return { data: await report.toBuffer(), fileName: `exam-rooms-${stamp()}.pdf`, contentType: 'application/pdf' };
  });
}

export function preApplicantXlsx(deps: TAppDeps, auth: TAuth, q: TPreApplicantReportQuery): Promise<TReportFile> {
  return inTenant(deps, auth, async (tx) => {
    const school = await schoolOf(tx, auth.campusId);
    const { rows, config } = await reportRows(tx, auth.campusId, q);
    const answers = await repo.answersOf(tx, { campusId: auth.campusId, preApplicantIds: rows.map((r) => r.row.id) });
    // One column per question met in these registrations, in the form's order.
    const questions = [...new Map(answers.map((a) => [a.questionId, a])).values()].sort((a, b) => a.sortIndex - b.sortIndex);
    type TRow = (typeof rows)[number];
    const columns: Array<TXlsxColumn<TRow>> = [
      { header: 'ល.រ', headerEn: 'No.', width: 6, value: (_r, i) => i + 1 },
      { header: 'លេខយោង', headerEn: 'Reference', width: 16, value: (r) => r.row.referenceCode },
      { header: 'គោត្តនាម', headerEn: 'Last name', width: 14, value: (r) => r.row.lastName },
      { header: 'នាម', headerEn: 'First name', width: 14, value: (r) => r.row.firstName },
      { header: 'គោត្តនាមឡាតាំង', headerEn: 'Last name (Latin)', width: 16, value: (r) => r.row.lastNameEn },
      { header: 'នាមឡាតាំង', headerEn: 'First name (Latin)', width: 16, value: (r) => r.row.firstNameEn },
      { header: 'ភេទ', headerEn: 'Sex', width: 10, value: (r) => gender(r.row.gender, 'km') },
      { header: 'ថ្ងៃខែឆ្នាំកំណើត', headerEn: 'Date of birth', width: 14, value: (r) => xlsxDate(r.row.dateOfBirth) },
      { header: 'ថ្នាក់ទី', headerEn: 'Grade', width: 14, value: (r) => r.courseLevelDescription },
      { header: 'ទូរស័ព្ទ', headerEn: 'Phone', width: 14, value: (r) => r.row.mobilePhone },
      { header: 'អ៊ីមែល', headerEn: 'E-mail', width: 22, value: (r) => r.row.email },
      { header: 'ទូរស័ព្ទអាណាព្យាបាល', headerEn: "Guardian's phone", width: 16, value: (r) => r.row.guardianPhone },
      { header: 'សាលាមុន', headerEn: 'Previous school', width: 22, value: (r) => r.row.previousSchoolName },
      { header: 'ប្រភេទសាលា', headerEn: 'Kind of school', width: 16, value: (r) => r.schoolTypeName },
      { header: 'ខេត្ត/រាជធានី', headerEn: 'Province', width: 16, value: (r) => r.provinceName },
      { header: 'ស្ថានភាព', headerEn: 'Status', width: 14, value: (r) => status(r.row.registrationStatus, 'km') },
      { header: 'ថ្ងៃចុះឈ្មោះ', headerEn: 'Registered on', width: 14, value: (r) => xlsxDate(r.row.createdAt.toISOString()) },
      { header: 'បន្ទប់ប្រឡង', headerEn: 'Exam room', width: 14, value: (r) => r.roomCode },
      { header: 'លេខតុ', headerEn: 'Seat', width: 8, value: (r) => r.seatNumber },
      ...questions.map((question): TXlsxColumn<TRow> => ({
        header: question.question,
        headerEn: question.questionEn,
        width: 28,
        value: (r) => {
          const a = answers.find((x) => x.preApplicantId === r.row.id && x.questionId === question.questionId);
          return a ? [a.occupation, a.freeText].filter(Boolean).join(' – ') : null;
        },
      })),
    ];
    const data = await buildXlsx({
      school,
      sheets: [
        {
          name: 'Pre-applicants',
          title: 'ព័ត៌មានអ្នកចុះឈ្មោះតាមអនឡាញ',
          titleEn: 'Online registrations',
          notes: [filterLine(config, q, rows.length), `កាលបរិច្ឆេទនាំចេញ ${khmerDigits(reportDate(new Date()))} · Exported ${reportDate(new Date())}`],
          columns,
          rows,
        },
      ],
    });
    return { data, fileName: `pre-applicant-info-${stamp()}.xlsx`, contentType: XLSX_CONTENT_TYPE };
  });
}
