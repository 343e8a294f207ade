import { z } from 'zod';
import { ZId } from '../common/envelope.schemas';
import { isPermissionKey, PERMISSIONS, PERMISSION_KEYS, type TPermissionGroup } from '../permission/permission.keys';

/** The menus the keys belong to, as the roles × keys screen groups them (portal §2 'Left navigation', §6). */
export const PERMISSION_GROUP_LABELS: Readonly<Record<TPermissionGroup, { code: string; name: string; nameEn: string }>> = {
  general: { code: '001', name: 'ម៉ឺនុយទូទៅ', nameEn: 'General menu' },
  administration: { code: '002', name: 'ម៉ឺនុយរដ្ឋបាល', nameEn: 'Administration menu' },
  setting: { code: '004', name: 'ម៉ឺនុយការកំណត់ប្រព័ន្ធ', nameEn: 'System settings menu' },
  report: { code: '005', name: 'ម៉ឺនុយរបាយការណ៍', nameEn: 'Reports menu' },
  switch: { code: '', name: 'ការប្តូរម៉ឺនុយ និងឆ្នាំសិក្សា', nameEn: 'Menu and academic-year switches' },
};

export const ZPermissionKeyInfo = z.object({ Key: z.string(), Name: z.string(), NameEn: z.string() });

export const ZPermissionGroup = z.object({
  Group: z.string(),
  /** The navigation code of the menu (001, 002, 004, 005); empty for the switches. */
  Code: z.string(),
  Name: z.string(),
  NameEn: z.string(),
  Keys: z.array(ZPermissionKeyInfo),
});
export type TPermissionGroupInfo = z.infer<typeof ZPermissionGroup>;

/** Every key of the product grouped by menu, in the catalogue's order. */
export function permissionCatalogue(): TPermissionGroupInfo[] {
  return (Object.keys(PERMISSION_GROUP_LABELS) as TPermissionGroup[]).map((group) => {
    const label = PERMISSION_GROUP_LABELS[group];
    return {
      Group: group,
      Code: label.code,
      Name: label.name,
      NameEn: label.nameEn,
      Keys: PERMISSION_KEYS.filter((key) => PERMISSIONS[key].group === group).map((key) => ({
        Key: key,
        Name: PERMISSIONS[key].name,
        NameEn: PERMISSIONS[key].nameEn,
      })),
    };
  });
}

export const ZRole = z.object({
  Id: z.string(),
  Code: z.string(),
  Name: z.string(),
  NameEn: z.string(),
  /** The mobile actor type this role is the default of; null for roles a school added. */
  MobileActorType: z.number().int().nullable(),
  /** A default role made with the campus: it can be changed, not deleted, and keeps its code. */
  IsSystem: z.boolean(),
  Keys: z.array(z.string()),
  UserCount: z.number().int(),
  Version: z.number().int(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZRoleScreen = z.object({ Roles: z.array(ZRole), Groups: z.array(ZPermissionGroup) });

const ZPermissionKeyText = z.string().trim().max(100).refine(isPermissionKey, { message: 'សិទ្ធិនេះមិនមានក្នុងប្រព័ន្ធទេ | This permission key does not exist' });

const roleFields = {
  Code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9_]{1,39}$/, {
      message: 'លេខកូដត្រូវមានពី ២ ដល់ ៤០ តួ ជាអក្សរឡាតាំង លេខ ឬ _ | The code must be 2 to 40 Latin letters, digits or _',
    }),
  Name: z.string().trim().min(1, { message: 'required' }).max(100),
  NameEn: z.string().trim().min(1, { message: 'required' }).max(100),
  Keys: z.array(ZPermissionKeyText).max(PERMISSION_KEYS.length * 2),
};

/** `POST /api/role` (JSON). */
export const ZRoleCreate = z.strictObject(roleFields);
export type TRoleCreate = z.output<typeof ZRoleCreate>;

/** `PUT /api/role` (JSON): the whole role, with the Version that was read. */
export const ZRoleUpdate = z.strictObject({ ...roleFields, Id: ZId, Version: z.number().int().min(1) });
export type TRoleUpdate = z.output<typeof ZRoleUpdate>;

export const ZRoleDeleteQuery = z.strictObject({ id: ZId });
