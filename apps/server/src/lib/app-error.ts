/**
 * The one error type of the server. Services throw it; the error handler maps it to the envelope
 * `{ StatusCode, Message, MessageEn }` with Khmer first (CONVENTIONS 'Errors').
 */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, km: 'ទិន្នន័យមិនត្រឹមត្រូវ', en: 'The data sent is not valid' },
  UNAUTHORIZED: { status: 401, km: 'សូមចូលប្រើប្រាស់ម្តងទៀត', en: 'Please sign in again' },
  FORBIDDEN: { status: 403, km: 'អ្នកមិនមានសិទ្ធិធ្វើសកម្មភាពនេះទេ', en: 'You do not have permission to do this' },
  NOT_FOUND: { status: 404, km: 'រកមិនឃើញទិន្នន័យ', en: 'The record was not found' },
  ROUTE_NOT_FOUND: { status: 404, km: 'រកមិនឃើញទំព័រ ឬសេវានេះទេ', en: 'This page could not be found' },
  CONFLICT: { status: 409, km: 'ទិន្នន័យនេះមានរួចហើយ', en: 'This record already exists' },
  STALE: {
    status: 409,
    km: 'ទិន្នន័យនេះត្រូវបានកែប្រែដោយអ្នកផ្សេងរួចហើយ។ សូមផ្ទុកឡើងវិញ ហើយកែម្តងទៀត',
    en: 'Someone else changed this record. Reload it and make your change again',
  },
  IN_USE: { status: 409, km: 'មិនអាចលុបបានទេ ព្រោះទិន្នន័យនេះកំពុងប្រើប្រាស់', en: 'It cannot be deleted because it is in use' },
  TOO_LARGE: { status: 413, km: 'ឯកសារធំពេក', en: 'The file is too large' },
  UNSUPPORTED_FILE: { status: 415, km: 'ប្រភេទឯកសារមិនត្រូវបានអនុញ្ញាត', en: 'This type of file is not accepted' },
  RATE_LIMITED: {
    status: 429,
    km: 'អ្នកបានព្យាយាមច្រើនដងពេក។ សូមរង់ចាំបន្តិចសិន ហើយព្យាយាមម្តងទៀត',
    en: 'Too many attempts. Please wait a little and try again',
  },
  INTERNAL: { status: 500, km: 'មានបញ្ហាមួយបានកើតឡើង។ សូមព្យាយាមម្តងទៀត', en: 'Oops...Something went wrong' },
} as const;

export type TErrorCode = keyof typeof ERROR_CODES;

export type TFieldMessage = { Field: string; Message: string; MessageEn: string };

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly messageKm: string;
  readonly messageEn: string;
  readonly data: unknown;
  readonly errors: TFieldMessage[] | undefined;

  constructor(code: TErrorCode, options: { km?: string; en?: string; data?: unknown; errors?: TFieldMessage[]; cause?: unknown } = {}) {
    const base = ERROR_CODES[code];
    super(options.en ?? base.en, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = base.status;
    this.messageKm = options.km ?? base.km;
    this.messageEn = options.en ?? base.en;
    this.data = options.data;
    this.errors = options.errors;
  }
}

export const notFound = (km?: string, en?: string) => new AppError('NOT_FOUND', { km, en });
export const inUse = (km?: string, en?: string) => new AppError('IN_USE', { km, en });
export const conflict = (km?: string, en?: string) => new AppError('CONFLICT', { km, en });
export const stale = () => new AppError('STALE');
export const forbidden = () => new AppError('FORBIDDEN');
export const badRequest = (km: string, en: string, errors?: TFieldMessage[]) => new AppError('BAD_REQUEST', { km, en, errors });

/** 409 for a code already used (codes are unique per campus, and per year where the record has one). */
export const codeTaken = (code: string, inYear = false) =>
  conflict(`លេខកូដ «${code}» មានរួចហើយ${inYear ? 'ក្នុងឆ្នាំសិក្សានេះ' : ''}`, `The code '${code}' is already used${inYear ? ' in this academic year' : ''}`);

/** 400 for a referenced record the campus does not have (an id of another campus looks the same). */
export const missingReference = (km: string, en: string) => badRequest(`រកមិនឃើញ${km}`, `The ${en} was not found`);
