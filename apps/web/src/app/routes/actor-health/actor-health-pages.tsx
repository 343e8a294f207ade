import { HealthOverview } from '../../../features/actor-health/components/health-overview';
import { HealthCheckList } from '../../../features/actor-health/components/health-check-list';
import { HealthCheckForm } from '../../../features/actor-health/components/health-check-form';

/** /healthCheck: the day, the week and the month of health checks (data-calls §9). */
export function HealthCheckPage() {
  return <HealthOverview />;
}

/** /teachers/medical: the checks recorded over a range. */
export function TeacherMedicalPage() {
  return <HealthCheckList />;
}

/** /teachers/medical/add: record a check. */
export function TeacherMedicalAddPage() {
  return <HealthCheckForm />;
}
