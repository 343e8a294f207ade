import { EmployeeAdd, EmployeeEdit, EmployeeList } from '../../../../features/employee/components/employee-pages';

/** /administration/employee: employees by status, position and search; export. */
export function EmployeeListPage() {
  return <EmployeeList />;
}

/** /administration/employee/add */
export function EmployeeAddPage() {
  return <EmployeeAdd />;
}

/** /administration/employee/edit/{id} */
export function EmployeeEditPage() {
  return <EmployeeEdit />;
}
