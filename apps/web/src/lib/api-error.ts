import type { TLocale } from './locale';

/** Errors the client raises itself; the screen translates them (`errors:<code>`). */
export type TClientErrorCode = 'sessionExpired' | 'network' | 'fetchError' | 'generic';

export type TFieldError = { field: string; message: string; messageEn: string };

/**
 * One error type for every failed call: an HTTP error, an envelope whose StatusCode is not a success,
 * a network failure or an ended session. `messageKm`/`messageEn` are the server's when it sent them.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusCode: number;
  readonly messageKm: string | undefined;
  readonly messageEn: string | undefined;
  readonly code: TClientErrorCode | undefined;
  readonly fieldErrors: TFieldError[];
  /** The envelope's `Data` of an error answer, camelCased (e.g. the invalid rows of an import's 400). */
  readonly data: unknown;

  constructor(options: {
    status: number;
    statusCode?: number;
    messageKm?: string;
    messageEn?: string;
    code?: TClientErrorCode;
    fieldErrors?: TFieldError[];
    data?: unknown;
  }) {
    super(options.messageEn ?? options.messageKm ?? options.code ?? 'Error');
    this.name = 'ApiError';
    this.status = options.status;
    this.statusCode = options.statusCode ?? options.status;
    this.messageKm = options.messageKm;
    this.messageEn = options.messageEn;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? [];
    this.data = options.data;
  }

  /** Set for a 409 answered to an update that named a Version: someone else changed the record. */
  stale = false;

  get isConflict() {
    return this.status === 409;
  }
}

/**
 * Runs an update that sends `Version`; a 409 to it means the record changed since it was read (the
 * form closes and the list reloads), unlike a 409 to a create (a duplicate: the form stays open).
 */
export async function versioned<T>(isUpdate: boolean, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUpdate && error instanceof ApiError && error.status === 409) error.stale = true;
    throw error;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Session Expired!';

export function sessionExpiredError(): ApiError {
  return new ApiError({ status: 401, code: 'sessionExpired', messageEn: SESSION_EXPIRED_MESSAGE });
}

/**
 * The text to show for any error in the current language: the server's message in that language,
 * else the other one, else the client's own catalogue text for the error's code.
 */
export function errorText(error: unknown, locale: TLocale, translate: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.code) return translate(`errors:${error.code}`);
    const text = locale === 'km' ? (error.messageKm ?? error.messageEn) : (error.messageEn ?? error.messageKm);
    if (text) return text;
  }
  return translate('errors:generic');
}
