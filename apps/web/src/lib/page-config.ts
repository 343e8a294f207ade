import { STORAGE_KEYS, readJson, writeJson } from './storage';

/**
 * The shared page-config store (portal §9): each list keeps its filters, page and page size under its
 * own key, so coming back to a page shows it as it was left.
 */
export type TPageState = { pageIndex: number; pageSize: number; filters: Record<string, unknown> };

export function readPageState(pageKey: string, defaults: TPageState): TPageState {
  const all = readJson<Record<string, TPageState>>(STORAGE_KEYS.pageConfig) ?? {};
  const saved = all[pageKey];
  return saved ? { ...defaults, ...saved, filters: { ...defaults.filters, ...saved.filters } } : defaults;
}

export function writePageState(pageKey: string, state: TPageState): void {
  const all = readJson<Record<string, TPageState>>(STORAGE_KEYS.pageConfig) ?? {};
  all[pageKey] = state;
  writeJson(STORAGE_KEYS.pageConfig, all);
}

/** Filters that name a year or one of its classes: a new year in the top bar drops them (issue 10, item 9). */
export const YEAR_FILTERS = ['academicYearId', 'academicClassId'] as const;

/** Forgets the year and class every list kept, so each opens on the top bar's year next time. */
export function forgetYearFilters(): void {
  const all = readJson<Record<string, TPageState>>(STORAGE_KEYS.pageConfig);
  if (!all) return;
  for (const state of Object.values(all)) {
    if (!YEAR_FILTERS.some((key) => state.filters && key in state.filters)) continue;
    for (const key of YEAR_FILTERS) delete state.filters[key];
    state.pageIndex = 1;
  }
  writeJson(STORAGE_KEYS.pageConfig, all);
}
