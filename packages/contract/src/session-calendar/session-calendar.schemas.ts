import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZRef } from '../common/fields.schemas';
import { ZSessionTime } from '../session-time/session-time.schemas';

/**
 * Session calendar (data-calls §3 'Session calendar: Days, Schedule'): the study days of a level classified
 * against its session times, one schedule per time shift. Read only: the days are edited on the level
 * classified, the periods on the session times.
 */
export const ZSessionCalendar = z.object({
  LevelClassifiedId: ZId,
  LevelClassified: ZRef.extend({ Code: z.string() }),
  Days: z.array(z.object({ Day: z.number().int(), Name: z.string(), NameEn: z.string() })),
  Schedule: z.array(
    z.object({
      AcademicSessionTimeGroupId: ZId,
      AcademicTimeShift: z.number().int(),
      Name: z.string(),
      NameEn: z.string(),
      SessionTimes: z.array(ZSessionTime),
    }),
  ),
});
export type TSessionCalendar = z.infer<typeof ZSessionCalendar>;

export const DAY_NAMES: Readonly<Record<number, readonly [string, string]>> = {
  1: ['ច័ន្ទ', 'Monday'],
  2: ['អង្គារ', 'Tuesday'],
  3: ['ពុធ', 'Wednesday'],
  4: ['ព្រហស្បតិ៍', 'Thursday'],
  5: ['សុក្រ', 'Friday'],
  6: ['សៅរ៍', 'Saturday'],
  7: ['អាទិត្យ', 'Sunday'],
};
