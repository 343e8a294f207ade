import { describe, expect, it } from 'vitest';
import { allowedMenus, firstPathOf, menuOfPath, requiredKeys, visibleItems, MENUS } from './navigation';

const holding =
  (...keys: string[]) =>
  (key: string | undefined) =>
    key === undefined || keys.includes(key);

describe('navigation', () => {
  it('shows an entry without a key to everyone and hides a group with no visible child', () => {
    const items = visibleItems(MENUS['001'], holding('VIEW_NAV_SCHEDULE_MANAGEMENT'));
    expect(items.map((i) => i.key)).toEqual(['/dashboard', '/messages']);
  });

  it('offers only the default menu without SWITCH_NAVIGATION', () => {
    expect(allowedMenus(holding('SWITCH_NAVIGATION_ADMINISTRATION'))).toEqual(['001']);
    expect(allowedMenus(holding('SWITCH_NAVIGATION', 'SWITCH_NAVIGATION_ADMINISTRATION'))).toEqual(['001', '002']);
  });

  it('knows the keys a screen needs, its sub-pages included', () => {
    expect(requiredKeys('/settings/building/edit/42')).toEqual(['VIEW_NAV_CONFIGURATION', 'VIEW_NAV_CONFIGURATION_BUILDING']);
    expect(requiredKeys('/profile')).toEqual([]);
    expect(requiredKeys('/profile/attendance')).toEqual(['VIEW_NAV_STUDENT_ATTENDANCE']);
    expect(requiredKeys('/dashboard')).toEqual([]);
  });

  it('finds the menu of a path, leaving the landing page to the menu the user chose', () => {
    expect(menuOfPath('/settings/room/add')).toBe('004');
    expect(menuOfPath('/report/result/exam-result')).toBe('005');
    expect(menuOfPath('/dashboard')).toBeUndefined();
  });

  it('gives a page without an entry of its own the menu of its area (issue 10: student create showed General)', () => {
    expect(menuOfPath('/administration/student/create')).toBe('002');
    expect(menuOfPath('/administration/student/edit/42')).toBe('002');
    expect(menuOfPath('/profile')).toBeUndefined();
    expect(menuOfPath('/settings/changePassword')).toBeUndefined();
  });

  it("leads a menu switch to the menu's first screen the user may see", () => {
    expect(firstPathOf('004', holding('VIEW_NAV_ACADEMIC_CLASS', 'VIEW_NAV_EXAM_TYPE'))).toBe('/settings/academic-class');
    expect(firstPathOf('002', holding())).toBeUndefined();
  });
});
