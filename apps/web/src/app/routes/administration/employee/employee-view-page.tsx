import { EmployeeView } from '../../../../features/employee/components/employee-view';

/** /administration/employee/view/{id}: the record, its teaching and its status. */
export function EmployeeViewPage() {
  return <EmployeeView />;
}
