import type { TDatabase, TTx } from '../../db/engine';
import { khmerDigits } from '../../lib/khmer';
import { personFullName, personFullNameEn } from '../../lib/person-name';
import { schoolToday } from '../../lib/school-date';
import { accountsOfStudentsIn } from '../homework/index';
import { notify } from '../notification/notification.service';
import { toMajor } from './fee-money';
import { amount } from './fee-report.service';
import { campusIds, recordReminder, reminderCandidates } from './fee-reminder.repository';

/**
 * Due-soon and overdue reminders (issue 14). Once a day is enough, but the job runs every hour (a server
 * started at 23:59 still reminds that day) and at start: each campus's issued and partly paid invoices with a
 * balance that fall due within `DUE_SOON_DAYS` days (today included) get a "due soon" notice, those past their
 * due date an "overdue" one, to the student and her guardians, Khmer and English, opening `/school-fee/{id}`.
 * `fee_reminder` records each (invoice, kind) before its notices are made, in the same transaction, so a
 * reminder goes out once, whichever process runs the job and however often.
 */
export const FEE_REMINDER_KIND = { DUE_SOON: 0, OVERDUE: 1 } as const;
export const DUE_SOON_DAYS = 3;
const EVERY_MS = 3_600_000;

const dmy = (iso: string) => iso.split('-').reverse().join('-');
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One campus's reminders of `today` (a local date in Phnom Penh), in its tenant transaction. */
export async function sendFeeRemindersIn(tx: TTx, campusId: string, today: string): Promise<{ dueSoon: number; overdue: number }> {
  const sent = { dueSoon: 0, overdue: 0 };
  const runs = [
    {
      kind: FEE_REMINDER_KIND.DUE_SOON,
      rows: await reminderCandidates(tx, { campusId, kind: FEE_REMINDER_KIND.DUE_SOON, from: today, to: addDays(today, DUE_SOON_DAYS) }),
    },
    { kind: FEE_REMINDER_KIND.OVERDUE, rows: await reminderCandidates(tx, { campusId, kind: FEE_REMINDER_KIND.OVERDUE, before: today }) },
  ];
  for (const { kind, rows } of runs) {
    for (const i of rows) {
      const userIds = await accountsOfStudentsIn(tx, { campusId, studentIds: [i.studentId], guardians: true });
      if (!(await recordReminder(tx, { campusId, invoiceId: i.id, kind, dueDate: i.dueDate, recipients: userIds.length }))) continue;
      const due = amount(toMajor(Number(i.balanceMinor), i.currency), i.currency);
      const name = personFullName(i.student);
      const nameEn = personFullNameEn(i.student);
      const soon = kind === FEE_REMINDER_KIND.DUE_SOON;
      if (userIds.length > 0)
        await notify(tx, {
          campusId,
          userIds,
          topic: 'SCHOOL_FEE',
          title: soon ? `វិក្កយបត្រ ${i.code} ដល់កំណត់បង់ថ្ងៃ ${khmerDigits(dmy(i.dueDate))}` : `វិក្កយបត្រ ${i.code} ហួសកំណត់បង់ប្រាក់ហើយ`,
          titleEn: soon ? `Invoice ${i.code} is due on ${dmy(i.dueDate)}` : `Invoice ${i.code} is overdue`,
          description: soon
            ? `${name}: ${i.term.description} នៅសល់ ${khmerDigits(due)} ត្រូវបង់ត្រឹមថ្ងៃ ${khmerDigits(dmy(i.dueDate))}។`
            : `${name}: ${i.term.description} នៅសល់ ${khmerDigits(due)} ដែលត្រូវបង់ត្រឹមថ្ងៃ ${khmerDigits(dmy(i.dueDate))}។`,
          descriptionEn: soon
            ? `${nameEn}: ${due} of ${i.term.descriptionEn} is due by ${dmy(i.dueDate)}.`
            : `${nameEn}: ${due} of ${i.term.descriptionEn} was due by ${dmy(i.dueDate)}.`,
          link: `/school-fee/${i.studentId}`,
        });
      if (soon) sent.dueSoon += 1;
      else sent.overdue += 1;
    }
  }
  return sent;
}

/** Every campus's reminders of the day `now` falls on in Phnom Penh, one tenant transaction per campus. */
export async function sendFeeReminders(database: TDatabase, now: Date = new Date()): Promise<{ dueSoon: number; overdue: number }> {
  const today = schoolToday(now);
  const campuses = await database.system((tx) => campusIds(tx));
  const total = { dueSoon: 0, overdue: 0 };
  for (const id of campuses) {
    const sent = await database.tenant(id, (tx) => sendFeeRemindersIn(tx, id, today));
    total.dueSoon += sent.dueSoon;
    total.overdue += sent.overdue;
  }
  return total;
}

/**
 * Runs `sendFeeReminders` now and every hour (`everyMs`); `now` is the clock (a test passes a fixed one).
 * Returns the stop function.
 */
export function scheduleFeeReminders(
  database: TDatabase,
  options: { everyMs?: number; now?: () => Date; onError?: (error: unknown) => void } = {},
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sendFeeReminders(database, options.now?.())
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => (running = false));
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, options.everyMs ?? EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
