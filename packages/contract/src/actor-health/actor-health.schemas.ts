import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { ZCalendarDate } from '../common/date.schemas';
import { ZVersion, zf } from '../common/fields.schemas';

/**
 * Daily health checks of students and employees (data-calls §3 and §7 'Health', §9 bands and colours;
 * issue 12 'Health'): one check per person and day with the temperature, the symptoms seen (medical health
 * types) and a point 0–3, the highest point of its symptoms.
 */
export const HEALTH_ACTOR_TYPE = { STUDENT: 0, EMPLOYEE: 1, ALL: 4 } as const;

/**
 * The medical health types (symptoms) every school checks for, with their point: 0–1 mild (green), 2 watch
 * (orange), 3 see a doctor (red) (data-calls §9 'Health point colours'). A fixed catalogue: the spec has no
 * call to change it.
 */
export const MEDICAL_HEALTH_TYPES = [
  { Code: 'FEVER', Name: 'គ្រុនក្តៅ', NameEn: 'Fever', Point: 2 },
  { Code: 'COUGH', Name: 'ក្អក', NameEn: 'Cough', Point: 1 },
  { Code: 'SORE_THROAT', Name: 'ឈឺបំពង់ក', NameEn: 'Sore throat', Point: 1 },
  { Code: 'RUNNY_NOSE', Name: 'ហៀរសំបោរ', NameEn: 'Runny nose', Point: 1 },
  { Code: 'HEADACHE', Name: 'ឈឺក្បាល', NameEn: 'Headache', Point: 1 },
  { Code: 'STOMACH_ACHE', Name: 'ឈឺពោះ', NameEn: 'Stomach ache', Point: 2 },
  { Code: 'DIARRHEA', Name: 'រាករូស', NameEn: 'Diarrhoea', Point: 2 },
  { Code: 'RASH', Name: 'កន្ទួលលើស្បែក', NameEn: 'Skin rash', Point: 2 },
  { Code: 'VOMITING', Name: 'ក្អួត', NameEn: 'Vomiting', Point: 3 },
  { Code: 'BREATHING', Name: 'ពិបាកដកដង្ហើម', NameEn: 'Difficulty breathing', Point: 3 },
] as const;
export type TMedicalHealthTypeCode = (typeof MEDICAL_HEALTH_TYPES)[number]['Code'];
const CODES = MEDICAL_HEALTH_TYPES.map((t) => t.Code) as [TMedicalHealthTypeCode, ...TMedicalHealthTypeCode[]];

/** The point of a set of symptoms: the highest of theirs, 0 without any. */
export function healthPoint(codes: readonly string[]): number {
  return MEDICAL_HEALTH_TYPES.filter((t) => codes.includes(t.Code)).reduce((max, t) => Math.max(max, t.Point), 0);
}

/**
 * data-calls §9 'Temperature buckets': 4 above 39 (red), 3 above 38 up to 39, 2 above 37 up to 38, 1 above 36
 * up to 37, 0 at 36 or below (blue).
 */
export function temperatureBand(temperature: number): 0 | 1 | 2 | 3 | 4 {
  if (temperature > 39) return 4;
  if (temperature > 38) return 3;
  if (temperature > 37) return 2;
  if (temperature > 36) return 1;
  return 0;
}

/** data-calls §9 'Health point colours': 0 or 1 green, 2 orange, 3 red. */
export function healthPointColour(point: number): 'green' | 'orange' | 'red' {
  return point >= 3 ? 'red' : point === 2 ? 'orange' : 'green';
}

export const ZMedicalHealthType = z.object({ Code: z.string(), Name: z.string(), NameEn: z.string(), Point: z.number().int() });
export type TMedicalHealthType = z.infer<typeof ZMedicalHealthType>;

export const ZHealthCheck = z.object({
  Id: ZId,
  ActorType: z.number().int(),
  ActorId: ZId,
  ActorCode: z.string().nullable(),
  FullName: z.string(),
  FullNameEn: z.string(),
  AcademicClass: z.string().nullable(),
  AcademicClassEn: z.string().nullable(),
  Date: z.string(),
  Temperature: z.number(),
  TemperatureBand: z.number().int(),
  Symptoms: z.array(z.string()),
  Point: z.number().int(),
  Note: z.string().nullable(),
  RecordedBy: z.string().nullable(),
  Version: z.number().int(),
});
export type THealthCheck = z.infer<typeof ZHealthCheck>;

/** `POST /api/actor-health/medical-health-check` (JSON): a new check, or with Id and Version a correction of one. */
export const ZHealthCheckSave = z.strictObject({
  Id: zf.optId(),
  Version: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZVersion.optional()),
  ActorType: zf.oneOf([HEALTH_ACTOR_TYPE.STUDENT, HEALTH_ACTOR_TYPE.EMPLOYEE]),
  ActorId: ZId,
  /** Today (Asia/Phnom_Penh) when absent; never in the future. */
  Date: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZCalendarDate.optional()),
  Temperature: zf.number(30, 45),
  Symptoms: z.array(z.enum(CODES)).max(CODES.length).default([]),
  Note: zf.optText(1000),
});
export type THealthCheckSave = z.output<typeof ZHealthCheckSave>;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** data-calls §7: `?actorId`, or `?actorType&startDate&endDate` (actor type 4 or empty: all). */
export const ZHealthCheckListQuery = z.object({
  actorId: optional(ZId),
  actorType: optional(
    z.coerce
      .number()
      .int()
      .refine((v) => [0, 1, 4].includes(v), { message: 'invalid' }),
  ),
  startDate: optional(ZCalendarDate),
  endDate: optional(ZCalendarDate),
});
export type THealthCheckListQuery = z.output<typeof ZHealthCheckListQuery>;
export const ZHealthCheckList = z.object({ Details: z.array(ZHealthCheck) });

/** `GET daily[?date]`: the day's checks, and counts per temperature band and per point. */
export const ZHealthDailyQuery = z.object({ date: optional(ZCalendarDate), actorType: optional(z.coerce.number().int()) });
export const ZHealthDaily = z.object({
  Date: z.string(),
  Details: z.array(ZHealthCheck),
  /** Checks per temperature band 0–4. */
  Bands: z.array(z.number().int()),
  /** Checks per point 0–3. */
  Points: z.array(z.number().int()),
});
export type THealthDaily = z.infer<typeof ZHealthDaily>;

/** `GET weekly?startDate&endDate` (default today − 6 to today): per day, checks and unwell checks (point ≥ 2). */
export const ZHealthWeeklyQuery = z.object({ startDate: optional(ZCalendarDate), endDate: optional(ZCalendarDate) });
export const ZHealthWeekly = z.object({
  Weekend: z.array(z.object({ DateStr: z.string(), Count: z.number().int(), Unwell: z.number().int() })),
});
export type THealthWeekly = z.infer<typeof ZHealthWeekly>;

/** `GET monthly[?actorId][&month=YYYY-MM]`: symptoms counted by type, and the month's temperatures. */
export const ZHealthMonthlyQuery = z.object({
  actorId: optional(ZId),
  month: optional(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'invalid_date' })),
});
export const ZHealthMonthly = z.object({
  Month: z.string(),
  MedicalHealthTypes: z.array(z.object({ Code: z.string(), Name: z.string(), NameEn: z.string(), Count: z.number().int(), Point: z.number().int() })),
  Temperatures: z.array(z.number()),
});
export type THealthMonthly = z.infer<typeof ZHealthMonthly>;
