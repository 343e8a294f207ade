import { LeaveTypeManager } from '../../../../features/leave-type/components/leave-type-manager';
import { CardManager } from '../../../../features/card/components/card-manager';

/** /settings/leave-type: the kinds of leave students and staff may ask for. */
export function LeaveTypePage() {
  return <LeaveTypeManager />;
}

/** /settings/card: the identity cards the school prints, per actor (student, staff, guardian). */
export function CardPage() {
  return <CardManager />;
}
