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
