import { beforeEach, describe, expect, it } from 'vitest';
import { forgetYearFilters, readPageState, writePageState } from './page-config';
import { STORAGE_KEYS, clearAppStorage } from './storage';

const defaults = { pageIndex: 1, pageSize: 10, filters: { status: 0 } };

describe('page config store', () => {
  beforeEach(() => localStorage.clear());

  it('starts a list at page 1 with 10 a page', () => {
    expect(readPageState('room', defaults)).toEqual(defaults);
  });

  it('keeps filters and page per list', () => {
    writePageState('room', { pageIndex: 3, pageSize: 20, filters: { buildingId: 'b1' } });
    writePageState('building', { pageIndex: 2, pageSize: 10, filters: { keyword: 'A' } });
    expect(readPageState('room', defaults)).toEqual({ pageIndex: 3, pageSize: 20, filters: { status: 0, buildingId: 'b1' } });
    expect(readPageState('building', defaults).filters).toEqual({ status: 0, keyword: 'A' });
  });

  it('is cleared at logout, the school code excepted', () => {
    writePageState('room', { pageIndex: 3, pageSize: 20, filters: {} });
    localStorage.setItem(STORAGE_KEYS.schoolCode, 'DEMO');
    localStorage.setItem(STORAGE_KEYS.session, '{}');
    clearAppStorage();
    expect(localStorage.getItem(STORAGE_KEYS.pageConfig)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.schoolCode)).toBe('DEMO');
  });

  it('forgets the year and class each list kept, from its first page, and keeps its other filters', () => {
    writePageState('student-list', { pageIndex: 4, pageSize: 20, filters: { academicYearId: 'y1', academicClassId: 'c1', status: 1 } });
    writePageState('room', { pageIndex: 3, pageSize: 10, filters: { buildingId: 'b1' } });
    forgetYearFilters();
    expect(readPageState('student-list', defaults)).toEqual({ pageIndex: 1, pageSize: 20, filters: { status: 1 } });
    expect(readPageState('room', defaults)).toEqual({ pageIndex: 3, pageSize: 10, filters: { status: 0, buildingId: 'b1' } });
  });
});
