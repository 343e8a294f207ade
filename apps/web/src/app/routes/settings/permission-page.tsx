import { PermissionEditor } from '../../../features/role/components/permission-editor';

/** /settings/permission: the permission keys of each role. */
export function PermissionPage() {
  return <PermissionEditor />;
}
