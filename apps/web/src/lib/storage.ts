/**
 * Everything the app keeps in the browser, by key (portal §9 'Local storage keys'). No password and no
 * personal data: the session holds tokens and the school code, the rest are selections and settings.
 * Logout removes every key listed here.
 */
export const STORAGE_KEYS = {
  /** Session: school code, client key, tokens. */
  session: 'sms_basic',
  /** The school's public login configuration (branding) for the last school code. */
  campus: 'sms_campus_fb',
  /** Selected class of the screens that pick one (cleared with the academic year). */
  clazz: 'clazz',
  navigation: 'sms_navigation',
  academicYear: 'sms_academic_year',
  pageConfig: 'sms_page_config',
  scheduleSelection: 'sms_schedule',
  scoreSelection: 'sms_score',
  courseLevel: 'sms_course_level',
  subjectGroup: 'sms_subject_group',
  topics: 'sms_topics',
  /** Last school code typed on the sign-in page (not personal data); kept across logout. */
  schoolCode: 'sms_school_code',
} as const;

/** Selections that depend on the academic year (portal §4 'Academic year selection'). */
export const YEAR_DEPENDENT_KEYS = [STORAGE_KEYS.clazz, STORAGE_KEYS.scheduleSelection, STORAGE_KEYS.courseLevel, STORAGE_KEYS.subjectGroup] as const;

export function readJson<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the app still works for this visit.
  }
}

export function removeKeys(keys: readonly string[]): void {
  for (const key of keys) localStorage.removeItem(key);
}

/** Logout (portal §4): every key of the app goes except the school code the sign-in page offers again. */
export function clearAppStorage(): void {
  removeKeys(Object.values(STORAGE_KEYS).filter((k) => k !== STORAGE_KEYS.schoolCode));
}
