import { StudentResultReport } from '../../../features/report-student-result/components/student-result-report';

/** /report/result/student-record-book */
export function StudentRecordBookPage() {
  return <StudentResultReport key="student-record-book" report="student-record-book" />;
}

/** /report/result/student-annual-record-book */
export function StudentAnnualRecordBookPage() {
  return <StudentResultReport key="student-annual-record-book" report="student-annual-record-book" />;
}

/** /report/result/student-transcript */
export function StudentTranscriptPage() {
  return <StudentResultReport key="student-transcript" report="student-transcript" />;
}

/** /report/result/student-honorary */
export function StudentHonoraryPage() {
  return <StudentResultReport key="student-honorary" report="student-honorary" />;
}

/** /report/result/grade-by-subject */
export function GradeBySubjectPage() {
  return <StudentResultReport key="grade-by-subject" report="grade-by-subject" />;
}

/** /report/result/grade-evaluation-semester */
export function GradeEvaluationSemesterPage() {
  return <StudentResultReport key="grade-evaluation-semester" report="grade-evaluation-semester" />;
}

/** /report/result/subject-grade-semester */
export function SubjectGradeSemesterPage() {
  return <StudentResultReport key="subject-grade-semester" report="subject-grade-semester" />;
}
