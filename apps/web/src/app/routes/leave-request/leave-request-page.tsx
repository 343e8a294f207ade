import { LeaveRequestManager } from '../../../features/leave-request/components/leave-request-manager';

/** /leave-request: leave requests (portal §2; issue 12 'Leave'). */
export function LeaveRequestPage() {
  return <LeaveRequestManager />;
}
