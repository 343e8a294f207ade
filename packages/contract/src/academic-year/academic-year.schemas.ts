import { z } from 'zod';
import { ZId, ZQueryBoolean } from '../common/envelope.schemas';
import { zForm } from '../common/form.schemas';
import { ZCalendarDate } from '../common/date.schemas';

/** An academic year (portal §3 'Shared entities', data-calls §3 'Academic year'). */
export const ZAcademicYear = z.object({
  Id: z.string(),
  Description: z.string(),
  DescriptionEn: z.string(),
  FromYear: z.number().int(),
  ToYear: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  IsCurrent: z.boolean(),
  /** The older name of IsCurrent that some screens read; always equal to it. */
  CurrentYear: z.boolean(),
  IsStartYear: z.boolean(),
  IsActive: z.boolean(),
  Version: z.number().int(),
});
export type TAcademicYear = z.infer<typeof ZAcademicYear>;

export const ZAcademicYearListQuery = z.strictObject({
  /** portal §9: the year switcher lists active years only (`active=true`). */
  active: ZQueryBoolean.optional(),
});

export const ZAcademicYearByCampusQuery = z.strictObject({
  campusId: ZId,
  active: ZQueryBoolean.optional(),
});

export const ZAcademicYearDeleteQuery = z.strictObject({ id: ZId });

const blankToUndefined = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v);
/** A form boolean that may be left out or empty, then taking `fallback`. */
const formFlag = (fallback: boolean) => z.preprocess(blankToUndefined, zForm.bool().optional()).transform((v) => v ?? fallback);
const requiredText = (max: number) => z.string().trim().min(1, { message: 'required' }).max(max);
const year = () => zForm.int().pipe(z.number().int().min(1990).max(2200));

const yearFields = {
  Description: requiredText(200),
  DescriptionEn: requiredText(200),
  FromYear: year(),
  ToYear: year(),
  StartDate: ZCalendarDate,
  EndDate: ZCalendarDate,
  IsCurrent: formFlag(false),
  IsStartYear: formFlag(false),
  IsActive: formFlag(true),
};

type TYearFields = { FromYear: number; ToYear: number; StartDate: string; EndDate: string; IsCurrent: boolean; IsActive: boolean };

/** Rules between fields; messages are `Khmer | English` (validation-messages.ts splits them). */
function checkYear(v: TYearFields, ctx: z.RefinementCtx) {
  if (v.ToYear !== v.FromYear + 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['ToYear'],
      message: 'ឆ្នាំបញ្ចប់ត្រូវតែបន្ទាប់ពីឆ្នាំចាប់ផ្តើមមួយឆ្នាំ | The end year must be the year after the start year',
    });
  }
  if (v.StartDate >= v.EndDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['EndDate'],
      message: 'ថ្ងៃបញ្ចប់ត្រូវតែក្រោយថ្ងៃចាប់ផ្តើម | The end date must be after the start date',
    });
  }
  const first = `${v.FromYear}-01-01`;
  const last = `${v.ToYear}-12-31`;
  for (const field of ['StartDate', 'EndDate'] as const) {
    if (v[field] < first || v[field] > last) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `កាលបរិច្ឆេទត្រូវស្ថិតក្នុងឆ្នាំ ${v.FromYear} ឬ ${v.ToYear} | The date must fall in ${v.FromYear} or ${v.ToYear}`,
      });
    }
  }
  if (v.IsCurrent && !v.IsActive) {
    ctx.addIssue({
      code: 'custom',
      path: ['IsActive'],
      message: 'ឆ្នាំសិក្សាបច្ចុប្បន្នត្រូវតែសកម្ម | The current academic year must be active',
    });
  }
}

/** `POST /api/academic-year/token`, multipart or form: every value arrives as text. */
export const ZAcademicYearCreate = z.strictObject(yearFields).superRefine(checkYear);
export type TAcademicYearCreate = z.output<typeof ZAcademicYearCreate>;

/** `PUT /api/academic-year/token`: the same fields, the year's Id and the Version that was read. */
export const ZAcademicYearUpdate = z.strictObject({ ...yearFields, Id: ZId, Version: zForm.int().pipe(z.number().int().min(1)) }).superRefine(checkYear);
export type TAcademicYearUpdate = z.output<typeof ZAcademicYearUpdate>;
