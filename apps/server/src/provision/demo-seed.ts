import { and, eq, sql } from 'drizzle-orm';
import { MOBILE_ACTOR_TYPE, ACTOR_TYPE, todayInCambodia } from '@school/contract';
import type { TDatabase } from '../db/engine';
import { academicYear, appUser, campus, role } from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { createCampus } from './create-campus';
import { applyTemplateIn } from '../modules/initial-setup/initial-setup.template';
import { khmerDigits } from '../lib/khmer';
import { seedDemoRoutines } from './demo-routines';
import { seedDemoStaff } from './demo-staff';
import { seedDemoLeaveHealth } from './demo-leave-health';
import { seedDemoAnnouncements } from './demo-announcements';
import { seedDemoFeed } from './demo-feed';
import { seedDemoPastStudents, seedDemoStudents } from './demo-students';
import { seedDemoAdmission } from './demo-admission-seed';
import { seedDemoEmployeeAttendance } from './demo-employee-attendance';
import { seedDemoAttendanceSummary, seedDemoStudentAttendance } from './demo-student-attendance';
import { seedDemoPastYearScores, seedDemoScores } from './demo-scores';
import { seedDemoScoreReview } from './demo-score-review';
import { seedDemoAttendanceConfirmations } from './demo-student-attendance-confirm';
import { seedDemoFees } from './demo-fees';
import { seedDemoHomework } from './demo-homework';
import { seedDemoLiveClass } from './demo-classroom';

export const DEMO_PASSWORD = 'demo12345';
export const DEMO_CLIENT_KEY = 'demo-client-secret';

type TPerson = { username: string; type: number; role: string; km: [string, string]; en: [string, string]; gender: number; position?: [string, string] };

type TNames = { km: [string, string]; en: [string, string] };

/** The five demo accounts of a school, in the order they are made; only the names differ between schools. */
function demoPeople(names: { admin: TNames; office: TNames; teacher: TNames; student: TNames; guardian: TNames }): TPerson[] {
  return [
    { username: 'admin', type: MOBILE_ACTOR_TYPE.SCHOOL_ADMIN, role: 'SCHOOL_ADMIN', ...names.admin, gender: 0, position: ['នាយកសាលា', 'Principal'] },
    {
      username: 'office',
      type: MOBILE_ACTOR_TYPE.SCHOOL_OFFICE,
      role: 'SCHOOL_OFFICE',
      ...names.office,
      gender: 1,
      position: ['បុគ្គលិកការិយាល័យ', 'Office staff'],
    },
    { username: 'teacher', type: MOBILE_ACTOR_TYPE.TEACHER, role: 'TEACHER', ...names.teacher, gender: 0, position: ['គ្រូបង្រៀន', 'Teacher'] },
    { username: 'student', type: MOBILE_ACTOR_TYPE.STUDENT, role: 'STUDENT', ...names.student, gender: 1 },
    { username: 'guardian', type: MOBILE_ACTOR_TYPE.GUARDIAN, role: 'GUARDIAN', ...names.guardian, gender: 0 },
  ];
}

const DEMO_SCHOOLS: Array<{
  code: string;
  name: string;
  nameEn: string;
  phone?: string;
  email?: string;
  address?: [string, string];
  guardianWebAccess?: boolean;
  people: TPerson[];
}> = [
  {
    code: 'DEMO',
    name: 'សាលាបឋម និងមធ្យមសិក្សា អង្គរ',
    nameEn: 'Angkor Primary and Secondary School',
    // The office's contact, shown on /contact and to guardians on /access-mobile.
    phone: '023 880 123',
    email: 'office@angkor-school.example',
    address: ['ផ្លូវជាតិលេខ ៦ ក្រុងសៀមរាប ខេត្តសៀមរាប', 'National Road 6, Siem Reap, Siem Reap Province'],
    // Its guardians use the web portal (the children's pages); DEMO2's are sent to the mobile-app page.
    guardianWebAccess: true,
    people: demoPeople({
      admin: { km: ['សុខ', 'ចាន់ដារ៉ា'], en: ['Sok', 'Chandara'] },
      office: { km: ['ចាន់', 'សុភាព'], en: ['Chan', 'Sopheap'] },
      teacher: { km: ['ហេង', 'សុវណ្ណារ៉ា'], en: ['Heng', 'Sovannara'] },
      student: { km: ['លី', 'ស្រីនាង'], en: ['Ly', 'Sreyneang'] },
      guardian: { km: ['លី', 'វណ្ណា'], en: ['Ly', 'Vanna'] },
    }),
  },
  {
    code: 'DEMO2',
    name: 'សាលាអន្តរជាតិ មេគង្គ',
    nameEn: 'Mekong International School',
    phone: '023 990 456',
    email: 'office@mekong-school.example',
    address: ['មហាវិថីព្រះសីហនុ រាជធានីភ្នំពេញ', 'Preah Sihanouk Boulevard, Phnom Penh'],
    people: demoPeople({
      admin: { km: ['កែវ', 'មុនីរ័ត្ន'], en: ['Keo', 'Monirath'] },
      office: { km: ['ពេជ្រ', 'ចន្ទ្រា'], en: ['Pich', 'Chantrea'] },
      teacher: { km: ['ឈឹម', 'វិចិត្រ'], en: ['Chhim', 'Vichet'] },
      student: { km: ['សំ', 'រតនា'], en: ['Sam', 'Rattana'] },
      guardian: { km: ['សំ', 'សុផល'], en: ['Sam', 'Sophal'] },
    }),
  },
];

/**
 * The demo's school years, relative to the day of the first start (issue 10, item 16): a Cambodian school
 * year runs from October/November to August/September, so the demo's years run from 1 October to
 * 30 September; the current one is the year that contains `today` (from October on, the one starting this
 * year), the other is the year before it.
 */
export function demoYears(today: string): Array<{ from: number; startDate: string; endDate: string; isCurrent: boolean }> {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const current = month >= 10 ? year : year - 1;
  return [current - 1, current].map((from) => ({ from, startDate: `${from}-10-01`, endDate: `${from + 1}-09-30`, isCurrent: from === current }));
}

/**
 * Demo schools DEMO and DEMO2 (README 'Demo sign-ins'); made once, left alone afterwards. Years, birth
 * dates and the registration period follow `today` (Cambodia's date of the first start; tests inject it).
 */
export async function seedDemo(database: TDatabase, options: { today?: string } = {}): Promise<boolean> {
  const today = options.today ?? todayInCambodia();
  const exists = await database.system((tx) => tx.execute(sql`select 1 from campus where upper(code) = 'DEMO'`));
  if (exists.rows.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const school of DEMO_SCHOOLS) {
    const created = await createCampus(database, {
      code: school.code,
      name: school.name,
      nameEn: school.nameEn,
      clientKey: DEMO_CLIENT_KEY,
      adminUsername: 'admin',
      adminPassword: DEMO_PASSWORD,
      mustChangePassword: false,
      // The demo schools are set up already: from the Cambodian template (below).
      initialSetup: false,
    });
    const campusId = created.campusId;
    await database.system(async (tx) => {
      // The headings of printed reports: the ministry, the school's address and motto.
      await tx
        .update(campus)
        .set({
          phone: school.phone,
          email: school.email,
          guardianWebAccess: school.guardianWebAccess ?? false,
          ministryName: 'ក្រសួងអប់រំ យុវជន និងកីឡា',
          ministryNameEn: 'Ministry of Education, Youth and Sport',
          motto: 'ចំណេះដឹង សីលធម៌ វិន័យ',
          mottoEn: 'Knowledge, morality, discipline',
          address: school.address?.[0],
          addressEn: school.address?.[1],
        })
        .where(eq(campus.id, campusId));
      const roles = await tx.select({ id: role.id, code: role.code }).from(role).where(eq(role.campusId, campusId));
      const roleId = (code: string) => roles.find((r) => r.code === code)!.id;
      await tx.delete(appUser).where(and(eq(appUser.campusId, campusId), eq(appUser.username, 'admin')));
      for (const p of school.people) {
        await tx.insert(appUser).values({
          campusId,
          username: p.username,
          passwordHash,
          mobileActorType: p.type,
          actorType:
            p.type === MOBILE_ACTOR_TYPE.STUDENT ? ACTOR_TYPE.STUDENT : p.type === MOBILE_ACTOR_TYPE.GUARDIAN ? ACTOR_TYPE.GUARDIAN : ACTOR_TYPE.EMPLOYEE,
          roleId: roleId(p.role),
          lastName: p.km[0],
          firstName: p.km[1],
          lastNameEn: p.en[0],
          firstNameEn: p.en[1],
          gender: p.gender,
          position: p.position?.[0],
          positionEn: p.position?.[1],
          mobilePhone: '012 345 678',
        });
      }
      let pastYear: { id: string; from: number } | undefined;
      for (const { from, startDate, endDate, isCurrent } of demoYears(today)) {
        const [year] = await tx
          .insert(academicYear)
          .values({
            campusId,
            description: `ឆ្នាំសិក្សា ${khmerDigits(from)}-${khmerDigits(from + 1)}`,
            descriptionEn: `Academic year ${from}-${from + 1}`,
            fromYear: from,
            toYear: from + 1,
            startDate,
            endDate,
            isCurrent,
            isStartYear: !isCurrent,
          })
          .returning({ id: academicYear.id });
        // Grades 1–12, subjects, standard scores, the A–F matrix, exams, session times and two classes a grade.
        await applyTemplateIn(tx, campusId, { AcademicYearId: year!.id, ClassesPerGrade: 2 });
        if (!isCurrent) pastYear = { id: year!.id, from };
        // Students with their guardians in some classes of the current year; the demo student and guardian
        // accounts are linked to one of them and her father.
        if (isCurrent) {
          const person = (username: string) => school.people.find((x) => x.username === username)!.km;
          await seedDemoStudents(tx, {
            campusId,
            academicYearId: year!.id,
            fromYear: from,
            account: { student: person('student'), guardian: person('guardian') },
          });
          // The staff accounts get employee records; the demo teacher is main teacher of a class.
          await seedDemoStaff(tx, campusId, year!.id);
          // Leave types and requests, and a week of health checks of the teacher's class (issue 12).
          await seedDemoLeaveHealth(tx, campusId, year!.id, today);
          // A full week's timetable for every class (issue 12).
          await seedDemoRoutines(tx, campusId, year!.id);
          // Two weeks of attendance of every employee (the timetable's teachers too), staff cards to scan (issue 12).
          await seedDemoEmployeeAttendance(tx, campusId, today);
          // Two weeks of student attendance of every class, consistent with the timetable and the approved leave (issue 12).
          await seedDemoStudentAttendance(tx, campusId, year!.id, today);
          // The current month exam's scores of the demo teacher's classes and subjects, one sheet left empty (issue 13).
          await seedDemoScores(tx, campusId, year!.id, today);
          // Last year's 6A complete: eight students not promoted yet, both semesters scored and released, so the
          // promotion screen of that year proposes from their year results (issue 13).
          if (pastYear) {
            const past = await seedDemoPastStudents(tx, { campusId, academicYearId: pastYear.id, fromYear: pastYear.from, classCode: '6A', age: 12 });
            if (past)
              await seedDemoPastYearScores(tx, { campusId, yearId: pastYear.id, academicClassId: past.academicClassId, weakStudentId: past.studentIds[2]! });
          }
          // The other classes' sheets and every review state: live, submitted, sent back with a note, missing (issue 13).
          await seedDemoScoreReview(tx, campusId, year!.id, today);
          // Who confirmed each day, and one correction after confirmation (/attendance/confirm).
          await seedDemoAttendanceConfirmations(tx, campusId);
          // The current exam's attendance summary, one student's counts corrected by the office (issue 12).
          await seedDemoAttendanceSummary(tx, campusId, year!.id, today);
          // Fee setup, a semester's invoice for every student, payments in both currencies, one refunded (issue 14).
          await seedDemoFees(tx, campusId, year!.id, today);
          // Announcements: one to everyone, one to the demo student's class, a draft (issue 16).
          await seedDemoAnnouncements(tx, campusId, year!.id, today);
          // Feed posts: two to the school, one to the demo teacher's class with a like and a comment (issue 16).
          await seedDemoFeed(tx, campusId, year!.id, today);
          // Five homework items of the demo teacher's class with the students' work, one archived (issue 15).
          await seedDemoHomework(tx, campusId, year!.id, today);
          // One live class open for the demo student's class (issue 15).
          await seedDemoLiveClass(tx, campusId, year!.id);
        }
      }
      // Online registration open in the DEMO school, so /register works in the demo (admission area).
      if (school.code === 'DEMO') await seedDemoAdmission(tx, campusId, today);
    });
  }
  // The demo's rows were written in bulk: its first pages are planned with statistics that know them (issue 17;
  // the embedded database has no autovacuum, PostgreSQL's would come a minute later).
  await database.pool.query('ANALYZE');
  return true;
}
