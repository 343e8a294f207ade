import {
  ENUM_ITEMS,
  EXPORT_FILE_TYPE,
  enumName,
  type TGuardianReportRow,
  type TReportPayload,
  type TReportSettingUpdate,
  type TReportStudentFilter,
  type TStudentReportRow,
  type TUserAccountReportRow,
} from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TTx } from '../../db/engine';
import { inTenant, inTenantRead } from '../../db/tenant';
import { stale } from '../../lib/app-error';
import { personFullName, personFullNameEn, personFullNameWire } from '../../lib/person-name';
import { XLSX_CONTENT_TYPE, type TXlsxColumn } from '../../lib/xlsx/xlsx-export';
import type { TPdfColumn } from '../../lib/pdf/pdf-report';
import { placedStudentsIn } from '../student/student-export.service';
import { listGuardiansOfStudents } from '../student/index';
import { reportLayoutIn, reportPayloadIn, type TReportFile, type TReportHeading } from './report-layout';
import * as repo from './report.repository';

/**
 * The report menu (portal §2 'Reports'): the campus's report settings and the student-info, guardian-info and
 * user-account reports. A report's rows are read once and answered as JSON (the screen's Run) or written as a
 * PDF or a workbook laid out by the settings (`report-layout.ts`). Only holders of the report's key reach these
 * calls, and they read the whole campus.
 */

export const getSetting = (deps: TAppDeps, auth: TAuth): Promise<TReportPayload> => inTenantRead(deps, auth, (tx) => reportPayloadIn(tx, auth.campusId));

/** Saves the three parts at the Version read: null creates the campus's row, a number updates it; else 409. */
export const updateSetting = (deps: TAppDeps, auth: TAuth, body: TReportSettingUpdate): Promise<TReportPayload> =>
  inTenant(deps, auth, async (tx) => {
    const values = { setting: body.ReportSetting, header: body.ReportHeader, footer: body.ReportFooter };
    const saved =
      body.Version === null
        ? await repo.insertReportSetting(tx, { campusId: auth.campusId, values })
        : await repo.updateReportSetting(tx, { campusId: auth.campusId, version: body.Version, values });
    if (!saved) throw stale();
    return reportPayloadIn(tx, auth.campusId);
  });

// ---- student info

type TStudentLine = Awaited<ReturnType<typeof placedStudentsIn>>['classes'][number]['rows'][number];

const studentRow = (r: TStudentLine): TStudentReportRow => ({
  StudentId: r.row.student.id,
  Code: r.row.student.code,
  ...personFullNameWire(r.row.student),
  Gender: r.row.student.gender,
  DateOfBirth: r.row.student.dateOfBirth ?? null,
  AcademicClassId: r.row.placement.academicClassId,
  ClassDescription: r.row.classDescription,
  ClassDescriptionEn: r.row.classDescriptionEn,
  Status: r.row.placement.status,
  MobilePhone: r.row.student.mobilePhone ?? null,
  GuardianName: r.guardian?.name ?? null,
  GuardianPhone: r.guardian?.phone ?? null,
});

export const studentInfo = (deps: TAppDeps, auth: TAuth, f: TReportStudentFilter): Promise<TStudentReportRow[]> =>
  inTenantRead(deps, auth, async (tx) => (await placedStudentsIn(tx, auth.campusId, f)).classes.flatMap((c) => c.rows.map(studentRow)));

// ---- guardian info

async function guardianRowsIn(tx: TTx, campusId: string, f: TReportStudentFilter) {
  const placed = await placedStudentsIn(tx, campusId, f);
  const lines = placed.classes.flatMap((c) => c.rows);
  const links = new Map<string, Awaited<ReturnType<typeof listGuardiansOfStudents>>>();
  const ids = [...new Set(lines.map((l) => l.row.student.id))];
  for (let i = 0; i < ids.length; i += 1000) {
    for (const r of await listGuardiansOfStudents(tx, { campusId, studentIds: ids.slice(i, i + 1000) })) {
      links.set(r.link.studentId, [...(links.get(r.link.studentId) ?? []), r]);
    }
  }
  const rows: TGuardianReportRow[] = lines.flatMap(({ row }) =>
    (links.get(row.student.id) ?? []).map(({ link, guardian }) => ({
      StudentId: row.student.id,
      StudentCode: row.student.code,
      StudentName: personFullName(row.student),
      StudentNameEn: personFullNameEn(row.student),
      ClassDescription: row.classDescription,
      ClassDescriptionEn: row.classDescriptionEn,
      GuardianId: guardian.id,
      ...personFullNameWire(guardian),
      RelationshipName: enumName(ENUM_ITEMS.relationshipType, link.relationshipType, 'km'),
      RelationshipNameEn: enumName(ENUM_ITEMS.relationshipType, link.relationshipType, 'en'),
      MobilePhone: guardian.mobilePhone ?? null,
      Occupation: guardian.occupation ?? null,
      IsPrimary: link.isPrimary,
    })),
  );
  const one = placed.classes.length === 1 && f.academicClassId ? placed.classes[0] : undefined;
  const heading: TReportHeading = {
    title: 'ព័ត៌មានអាណាព្យាបាល',
    titleEn: 'Guardian information',
    academicInfo: `${placed.year.description} · ${placed.year.descriptionEn}`,
    className: one ? `${one.description} · ${one.descriptionEn}` : undefined,
  };
  return { rows, heading, fileName: `guardians-${placed.year.fromYear}-${placed.year.toYear}${one ? `-${one.code}` : ''}` };
}

export const guardianInfo = (deps: TAppDeps, auth: TAuth, f: TReportStudentFilter) =>
  inTenantRead(deps, auth, async (tx) => (await guardianRowsIn(tx, auth.campusId, f)).rows);

const GUARDIAN_COLUMNS: Array<TXlsxColumn<TGuardianReportRow> & { pdfWidth: number }> = [
  { header: 'ល.រ', headerEn: 'No.', width: 6, pdfWidth: 4, value: (_, i) => i + 1 },
  { header: 'អត្តលេខសិស្ស', headerEn: 'Student code', width: 12, pdfWidth: 8, value: (r) => r.StudentCode },
  { header: 'ឈ្មោះសិស្ស', headerEn: 'Student', width: 24, pdfWidth: 14, value: (r) => `${r.StudentName}\n${r.StudentNameEn}` },
  { header: 'ថ្នាក់', headerEn: 'Class', width: 12, pdfWidth: 7, value: (r) => r.ClassDescription },
  { header: 'អាណាព្យាបាល', headerEn: 'Guardian', width: 24, pdfWidth: 14, value: (r) => `${r.FullName}\n${r.FullNameEn}` },
  { header: 'ត្រូវជា', headerEn: 'Relationship', width: 12, pdfWidth: 8, value: (r) => r.RelationshipName },
  { header: 'លេខទូរស័ព្ទ', headerEn: 'Phone', width: 14, pdfWidth: 9, value: (r) => r.MobilePhone ?? '' },
  { header: 'មុខរបរ', headerEn: 'Occupation', width: 16, pdfWidth: 9, value: (r) => r.Occupation ?? '' },
  { header: 'អាណាព្យាបាលចម្បង', headerEn: 'Primary', width: 10, pdfWidth: 6, value: (r) => (r.IsPrimary ? 'បាទ/ចាស · Yes' : '') },
];

/** Relative PDF widths from one column list (the workbook keeps its character widths). */
const pdfOf = <R>(columns: Array<TXlsxColumn<R> & { pdfWidth: number }>): Array<TPdfColumn<R>> =>
  columns.map((c) => ({ header: c.header, headerEn: c.headerEn, width: c.pdfWidth, value: (r: R, i: number) => c.value(r, i) as string | number }));

/** Excel cells hold one language a line too; a PDF cell's two lines become " / " in a workbook cell. */
const xlsxOf = <R>(columns: Array<TXlsxColumn<R> & { pdfWidth: number }>): Array<TXlsxColumn<R>> =>
  columns.map(({ pdfWidth: _, ...c }) => ({
    ...c,
    value: (r: R, i: number) => {
      const v = c.value(r, i);
      return typeof v === 'string' ? v.replace(/\n/g, ' / ') : v;
    },
  }));

async function fileOf<R>(
  deps: TAppDeps,
  tx: TTx,
  campusId: string,
  p: { exportType: number; heading: TReportHeading; fileName: string; sheet: string; columns: Array<TXlsxColumn<R> & { pdfWidth: number }>; rows: R[] },
): Promise<TReportFile> {
  const layout = await reportLayoutIn(deps, tx, campusId);
  if (p.exportType === EXPORT_FILE_TYPE.EXCEL) {
    const data = await layout.xlsx(p.heading, [{ name: p.sheet, columns: xlsxOf(p.columns), rows: p.rows }]);
    return { data, fileName: `${p.fileName}.xlsx`, contentType: XLSX_CONTENT_TYPE };
  }
  const data = await layout.pdf(p.heading, [{ columns: pdfOf(p.columns), rows: p.rows }]);
  return { data, fileName: `${p.fileName}.pdf`, contentType: 'application/pdf' };
}

export const guardianFile = (deps: TAppDeps, auth: TAuth, q: TReportStudentFilter & { exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const { rows, heading, fileName } = await guardianRowsIn(tx, auth.campusId, q);
    return fileOf(deps, tx, auth.campusId, { exportType: q.exportType, heading, fileName, sheet: 'អាណាព្យាបាល Guardians', columns: GUARDIAN_COLUMNS, rows });
  });

// ---- user accounts

async function accountRowsIn(tx: TTx, campusId: string, f: { mobileActorType?: number; isActive?: boolean }): Promise<TUserAccountReportRow[]> {
  return (await repo.listUserAccounts(tx, { campusId, ...f })).map((r) => ({
    Id: r.id,
    Username: r.username,
    ...personFullNameWire(r),
    MobileActorType: r.mobileActorType,
    RoleName: r.roleName,
    RoleNameEn: r.roleNameEn,
    IsActive: r.isActive,
    MustChangePassword: r.mustChangePassword,
    LastSignInAt: r.lastSignInAt ? r.lastSignInAt.toISOString() : null,
  }));
}

export const userAccounts = (deps: TAppDeps, auth: TAuth, f: { mobileActorType?: number; isActive?: boolean }) =>
  inTenantRead(deps, auth, (tx) => accountRowsIn(tx, auth.campusId, f));

/** The last sign-in in Cambodia's time: the day in the settings' format and the clock. */
const signedIn = (iso: string | null, day: (d: Date) => string) => {
  if (!iso) return '';
  const at = new Date(iso);
  return `${day(at)} ${new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(11, 16)}`;
};

export const userAccountFile = (deps: TAppDeps, auth: TAuth, q: { mobileActorType?: number; isActive?: boolean; exportType: number }) =>
  inTenantRead(deps, auth, async (tx) => {
    const rows = await accountRowsIn(tx, auth.campusId, q);
    const { day } = await reportLayoutIn(deps, tx, auth.campusId);
    const excel = q.exportType === EXPORT_FILE_TYPE.EXCEL;
    const columns: Array<TXlsxColumn<TUserAccountReportRow> & { pdfWidth: number }> = [
      { header: 'ល.រ', headerEn: 'No.', width: 6, pdfWidth: 4, value: (_, i) => i + 1 },
      { header: 'ឈ្មោះអ្នកប្រើ', headerEn: 'Username', width: 20, pdfWidth: 10, value: (r) => r.Username },
      { header: 'ឈ្មោះ', headerEn: 'Name', width: 26, pdfWidth: 14, value: (r) => `${r.FullName}\n${r.FullNameEn}` },
      {
        header: 'ប្រភេទគណនី',
        headerEn: 'Account type',
        width: 16,
        pdfWidth: 9,
        value: (r) => `${enumName(ENUM_ITEMS.mobileActorType, r.MobileActorType, 'km')}\n${enumName(ENUM_ITEMS.mobileActorType, r.MobileActorType, 'en')}`,
      },
      { header: 'តួនាទី', headerEn: 'Role', width: 20, pdfWidth: 10, value: (r) => `${r.RoleName}\n${r.RoleNameEn}` },
      { header: 'ស្ថានភាព', headerEn: 'Status', width: 12, pdfWidth: 7, value: (r) => (r.IsActive ? 'សកម្ម\nActive' : 'បិទ\nDisabled') },
      {
        header: 'ចូលប្រើចុងក្រោយ',
        headerEn: 'Last sign-in',
        width: 18,
        pdfWidth: 10,
        numFmt: 'dd-mm-yyyy hh:mm',
        // Excel: a real date and time on Cambodia's clock (a cell holds no time zone).
        value: (r) => (excel ? (r.LastSignInAt ? new Date(Date.parse(r.LastSignInAt) + 7 * 3_600_000) : null) : signedIn(r.LastSignInAt, day)),
      },
    ];
    return fileOf(deps, tx, auth.campusId, {
      exportType: q.exportType,
      heading: { title: 'របាយការណ៍គណនីអ្នកប្រើប្រាស់', titleEn: 'User accounts' },
      fileName: 'user-accounts',
      sheet: 'គណនី Accounts',
      columns,
      rows,
    });
  });
