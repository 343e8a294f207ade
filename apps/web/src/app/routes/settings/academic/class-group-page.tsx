import { ClassGroupManager } from '../../../../features/class-group/components/class-group-manager';

/** /settings/classGroup: groups of classes such as a stream (science, social science). */
export function ClassGroupPage() {
  return <ClassGroupManager />;
}
