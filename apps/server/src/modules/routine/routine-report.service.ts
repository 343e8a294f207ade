import type { TRoutine, TRoutineSessionTime } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { inTenant } from '../../db/tenant';
import { PdfReport, type TPdfColumn } from '../../lib/pdf/pdf-report';
import * as campusModule from '../campus/index';
import { weekOfIn } from './routine.service';

/**
 * The printable timetable of a class or a teacher (issue 12: 'Printable timetable per class and per
 * teacher'): one landscape page, a row per period and a column per study day, each cell in Khmer with the
 * English under it, drawn with the shared PdfReport.
 */
export type TReportFile = { data: Buffer; fileName: string; contentType: string };

const stamp = () => new Date().toISOString().slice(0, 10);

export function weekPdf(deps: TAppDeps, auth: TAuth, q: { academicClassId?: string; employeeId?: string; academicYearId?: string }): Promise<TReportFile> {
  return inTenant(deps, auth, async (tx) => {
    const week = await weekOfIn(tx, auth, q);
    const campus = await campusModule.getCampus(tx, { campusId: auth.campusId });
    const byClass = week.AcademicClass !== null;
    const report = new PdfReport({
      school: { name: campus?.name ?? '', nameEn: campus?.nameEn ?? '' },
      title: byClass ? 'កាលវិភាគថ្នាក់' : 'កាលវិភាគគ្រូ',
      titleEn: byClass ? 'Class timetable' : 'Teacher timetable',
      orientation: 'landscape',
    });
    const subjectLine = byClass
      ? `${week.AcademicClass!.Description} (${week.AcademicClass!.Code}) · ${week.AcademicClass!.DescriptionEn}`
      : `គ្រូ ${week.Teacher!.FullName} (${week.Teacher!.Code}) · Teacher ${week.Teacher!.FullNameEn}`;
    report.text(subjectLine, { size: 11, bold: true });
    const cell = (r: TRoutine | undefined) => {
      if (!r) return '';
      const lines = byClass
        ? [r.Subject.Description, r.Teacher.FullName, r.Subject.DescriptionEn, r.Teacher.FullNameEn]
        : [`${r.AcademicClass.Description} (${r.AcademicClass.Code})`, r.Subject.Description, r.Subject.DescriptionEn];
      if (r.Room) lines.push(`${r.Room.Code}`);
      return lines.filter(Boolean).join('\n');
    };
    const columns: Array<TPdfColumn<TRoutineSessionTime>> = [
      { header: 'ម៉ោង', headerEn: 'Time', width: 0.9, align: 'center', value: (s) => `${s.From}-${s.To}` },
      ...week.Days.map((d): TPdfColumn<TRoutineSessionTime> => ({
        header: d.Name,
        headerEn: d.NameEn,
        width: 1.5,
        align: 'center',
        value: (s) => cell(week.Routines.find((r) => r.DayOfWeek === d.Day && r.SessionTime.From === s.From && r.SessionTime.To === s.To)),
      })),
    ];
    const times = [...new Map(week.SessionTimes.map((s) => [`${s.From}-${s.To}`, s])).values()];
    report.table(columns, times, { fontSize: 8, zebra: false, minRowHeight: 36, emptyText: 'មិនទាន់មានម៉ោងសិក្សា · No session times yet' });
    const name = byClass ? `timetable-${week.AcademicClass!.Code}` : `timetable-${week.Teacher!.Code}`;
    return { data: await report.toBuffer(), fileName: `${name}-${stamp()}.pdf`.replace(/[^\w.-]+/g, '_'), contentType: 'application/pdf' };
  });
}
