import { describe, expect, it } from 'vitest';
import { allowedMenus, menuOfPath, requiredKeys, visibleItems, MENUS } from './navigation';

const holding = (...keys: string[]) => (key: string | undefined) => key === undefined || keys.includes(key);

describe('navigation', () => {
  it('shows an entry without a key to everyone and hides a group with no visible child', () => {
    const items = visibleItems(MENUS['001'], holding('VIEW_NAV_SCHEDULE_MANAGEMENT'));
    expect(items.map((i) => i.key)).toEqual(['/dashboard']);
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
});
