import { ResultReport } from '../../../features/report-result/components/result-report';

/** /report/result/exam-result */
export const ExamResultReportPage = () => <ResultReport key="exam-result" report="exam-result" />;
/** /report/result/exam-scoring-office */
export const ExamScoringOfficeReportPage = () => <ResultReport key="exam-scoring-office" report="exam-scoring-office" />;
/** /report/result/exam-scoring-semester */
export const ExamScoringSemesterReportPage = () => <ResultReport key="exam-scoring-semester" report="exam-scoring-semester" />;
/** /report/result/exam-scoring-sheet */
export const ExamScoringSheetReportPage = () => <ResultReport key="exam-scoring-sheet" report="exam-scoring-sheet" />;
/** /report/result/ranking-summary */
export const RankingSummaryReportPage = () => <ResultReport key="ranking-summary" report="ranking-summary" />;
/** /report/result/score-entry */
export const ScoreEntryReportPage = () => <ResultReport key="score-entry" report="score-entry" />;
/** /report/result/semester-ranking */
export const SemesterRankingReportPage = () => <ResultReport key="semester-ranking" report="semester-ranking" />;
/** /report/result/semester-scoring */
export const SemesterScoringReportPage = () => <ResultReport key="semester-scoring" report="semester-scoring" />;
