import { SetupWizard, type TWizardScreen } from '../../../../features/setup-wizard/components/setup-wizard';
import { StudentPromotionPage } from '../../administration/student/student-promotion-page';
import { AcademicYearPage } from './academic-year-page';
import { AcademicClassPage } from './academic-class-page';
import { ExamTypePage } from './exam-type-page';
import { SessionTimePage } from './session-time-page';
import { ScheduleYearStep } from '../../../../features/routine/components/schedule-year-step';
import { CourseLevelSubjectPage } from '../subjects/course-level-subject-page';
import { StandardScorePage } from '../subjects/standard-score-page';
import { ScoreGradeMatrixPage } from '../subjects/score-grade-matrix-page';

/** Each step's record screen, opened on the year the wizard sets up. */
const screen: TWizardScreen = (step, { yearId, fromYearId }) => {
  switch (step) {
    case 'academic-year':
      return <AcademicYearPage embedded />;
    case 'academic-class':
      return <AcademicClassPage initialYearId={yearId} />;
    case 'subject':
      return <CourseLevelSubjectPage initialYearId={yearId} />;
    case 'standard-score':
      return <StandardScorePage initialYearId={yearId} />;
    case 'grade-matrix':
      return <ScoreGradeMatrixPage initialYearId={yearId} />;
    case 'exam':
      return <ExamTypePage initialYearId={yearId} />;
    case 'schedule':
      return (
        <>
          <SessionTimePage />
          <ScheduleYearStep yearId={yearId} fromYearId={fromYearId} />
        </>
      );
    case 'student-promotion':
      return <StudentPromotionPage embedded fromYearId={fromYearId} toYearId={yearId} />;
  }
};

/** /settings/academic-year/setup/{step}: the academic-year setup wizard, each step composing the screen of its records. */
export function SetupWizardPage() {
  return <SetupWizard screen={screen} />;
}
