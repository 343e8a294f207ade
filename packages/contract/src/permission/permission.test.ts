import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from './default-roles';
import { PERMISSIONS, PERMISSION_KEYS, isPermissionKey } from './permission.keys';

describe('permission catalogue', () => {
  it('holds the navigation, report and switch keys of portal §6 with the spec spellings', () => {
    for (const key of [
      'VIEW_NAV_APPICANT',
      'VIEW_NAV_CONFIGURATION__PAYMENT_SETTING',
      'SWITCH_NAVIGATION_SYSTEM_SETTING',
      'SWITCH_ACADEMIC_YEAR',
      'VIEW_SEC_REPORT',
      'DOWNLOAD_STUDENT_RECORD_BOOK',
    ])
      expect(isPermissionKey(key)).toBe(true);
  });

  it('labels every key in Khmer and English', () => {
    for (const key of PERMISSION_KEYS) {
      expect(PERMISSIONS[key].name, key).toMatch(/[\u1780-\u17FF]/);
      expect(PERMISSIONS[key].nameEn, key).toMatch(/^[A-Z]/);
    }
  });

  it('gives every mobile actor type 0–6 one default role, made only of known keys', () => {
    expect(DEFAULT_ROLES.map((r) => r.mobileActorType).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const role of DEFAULT_ROLES) for (const key of role.keys) expect(isPermissionKey(key), `${role.code}:${key}`).toBe(true);
    const admin = DEFAULT_ROLES.find((r) => r.code === 'SCHOOL_ADMIN')!;
    // The administrator holds every key but the menus of a student's or guardian's own records.
    expect(PERMISSION_KEYS.filter((k) => !admin.keys.includes(k)).sort()).toEqual([
      'VIEW_NAV_CHILDREN',
      'VIEW_NAV_STUDENT_ATTENDANCE',
      'VIEW_NAV_STUDENT_SCORING',
    ]);
    const teacher = DEFAULT_ROLES.find((r) => r.code === 'TEACHER')!;
    expect(teacher.keys).not.toContain('MANAGE_ROLE');
  });
});
