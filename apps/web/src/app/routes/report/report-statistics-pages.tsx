import {
  ClassSemesterReport,
  DropStudentReport,
  EmployeeStatisticReport,
  SecReport,
  StudentByAgeReport,
  StudentByLevelReport,
  TeacherActivityReport,
} from '../../../features/report-statistics/components/statistics-reports';

/** /report/statistics/drop-student */
export const DropStudentStatisticsPage = () => <DropStudentReport />;
/** /report/statistics/employee */
export const EmployeeStatisticsPage = () => <EmployeeStatisticReport />;
/** /report/statistics/sec */
export const SecStatisticsPage = () => <SecReport />;
/** /report/statistics/student-academic-class-semester */
export const ClassSemesterStatisticsPage = () => <ClassSemesterReport />;
/** /report/statistics/student-by-age */
export const StudentByAgeStatisticsPage = () => <StudentByAgeReport />;
/** /report/statistics/student-by-level */
export const StudentByLevelStatisticsPage = () => <StudentByLevelReport />;
/** /report/statistics/teacher-activity */
export const TeacherActivityStatisticsPage = () => <TeacherActivityReport />;
