import { asc, eq } from 'drizzle-orm';
import { ATTENDANCE_STATUS } from '@school/contract';
import type { TTx } from '../db/engine';
import { card, employee, employeeAttendance, employeeCard } from '../db/schema/index';
import { findPositionByName, insertPosition } from '../modules/position/position.repository';

/**
 * Employee attendance of the demo schools (issue 12): three more staff without accounts (an accountant, a
 * librarian, a guard), a staff card for everyone (`STAFF-0001` … in the order of the employee codes; the
 * scan box takes the card number or the employee code), and two weeks of school days (Monday to Friday)
 * before `today` with a few lates, a permission, a mission and absences, plus this morning's arrivals
 * when today is a school day. The pattern is fixed so a demo looks the same on every first start.
 */
const EXTRA_STAFF = [
  { km: ['សៀង', 'ចន្ទ្រា'], en: ['Sieng', 'Chantrea'], gender: 1, position: ['គណនេយ្យករ', 'Accountant'] },
  { km: ['ឈឹម', 'បូរ៉ា'], en: ['Chhim', 'Bora'], gender: 0, position: ['បណ្ណារក្ស', 'Librarian'] },
  { km: ['ព្រំ', 'សារ៉ុម'], en: ['Prom', 'Sarom'], gender: 0, position: ['សន្តិសុខ', 'Security guard'] },
] as const;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const dateOfDay = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const clock = (base: string, plus: number) => {
  const m = Number(base.slice(0, 2)) * 60 + Number(base.slice(3, 5)) + plus;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

export async function seedDemoEmployeeAttendance(tx: TTx, campusId: string, today: string) {
  let sort = 10;
  let count = (await tx.select({ id: employee.id }).from(employee).where(eq(employee.campusId, campusId))).length;
  for (const person of EXTRA_STAFF) {
    const [km, en] = person.position;
    const found = await findPositionByName(tx, { campusId, description: km, descriptionEn: en });
    const positionId = (found ?? (await insertPosition(tx, { campusId, values: { description: km, descriptionEn: en, sortIndex: sort++ } }))).id;
    count += 1;
    await tx.insert(employee).values({
      campusId,
      code: `E${String(count).padStart(4, '0')}`,
      lastName: person.km[0],
      firstName: person.km[1],
      lastNameEn: person.en[0],
      firstNameEn: person.en[1],
      gender: person.gender,
      mobilePhone: '017 222 333',
      positionId,
    });
  }
  const staff = await tx.select({ id: employee.id }).from(employee).where(eq(employee.campusId, campusId)).orderBy(asc(employee.code));
  const [staffCard] = await tx
    .insert(card)
    .values({ campusId, actorType: 1, description: 'កាតបុគ្គលិក', descriptionEn: 'Staff card', prefix: 'STAFF', validMonths: 24, isDefault: true })
    .returning({ id: card.id });
  const [year, month] = today.split('-');
  await tx.insert(employeeCard).values(
    staff.map((e, i) => ({
      campusId,
      employeeId: e.id,
      cardId: staffCard!.id,
      cardNumber: `STAFF-${String(i + 1).padStart(4, '0')}`,
      issueDate: `${Number(year) - 1}-${month}-01`,
      expiryDate: `${Number(year) + 1}-${month}-01`,
    })),
  );

  const days: string[] = [];
  for (let n = dayNumber(today) - 14; n < dayNumber(today); n++) if (weekday(dateOfDay(n)) % 6 !== 0) days.push(dateOfDay(n));
  const rows: Array<typeof employeeAttendance.$inferInsert> = [];
  staff.forEach((e, i) => {
    days.forEach((date, d) => {
      const k = i * 5 + d;
      const base = { campusId, employeeId: e.id, date };
      if (k % 17 === 3) rows.push({ ...base, attendanceType: ATTENDANCE_STATUS.ABSENCE });
      else if (k % 19 === 7) rows.push({ ...base, attendanceType: ATTENDANCE_STATUS.PERMISSION });
      else if (k % 23 === 11) rows.push({ ...base, attendanceType: ATTENDANCE_STATUS.MISSION });
      else {
        const late = k % 7 === 2;
        rows.push({
          ...base,
          attendanceType: late ? ATTENDANCE_STATUS.LATE : ATTENDANCE_STATUS.PRESENT,
          morningIn: late ? clock('07:20', k % 15) : clock('06:45', (k * 3) % 12),
          morningOut: clock('11:00', (k * 7) % 10),
          afternoonIn: clock('13:50', (k * 5) % 12),
          afternoonOut: clock('17:00', (k * 11) % 15),
        });
      }
    });
    // This morning's arrivals (most of the staff) on a school day.
    if (weekday(today) % 6 !== 0 && i % 3 !== 2)
      rows.push({ campusId, employeeId: e.id, date: today, attendanceType: ATTENDANCE_STATUS.PRESENT, morningIn: clock('06:50', i * 4) });
  });
  if (rows.length > 0) await tx.insert(employeeAttendance).values(rows);
}
