import { SubjectGroupRootManager } from '../../../../features/subject/components/subject-group-root-manager';

/** /settings/subjects/subject-group-root: subject group roots and the levels that teach them. */
export function SubjectGroupRootPage() {
  return <SubjectGroupRootManager />;
}
