import { GuardianCreate, GuardianEdit, GuardianList, GuardianView } from '../../../../features/guardian/components/guardian-pages';

/** /administration/guardian: the campus's guardians, paged, searched by name or phone. */
export function GuardianListPage() {
  return <GuardianList />;
}

/** /administration/guardian/create */
export function GuardianCreatePage() {
  return <GuardianCreate />;
}

/** /administration/guardian/edit/{id} */
export function GuardianEditPage() {
  return <GuardianEdit />;
}

/** /administration/guardian/view/{id}: the guardian and the students linked. */
export function GuardianViewPage() {
  return <GuardianView />;
}
