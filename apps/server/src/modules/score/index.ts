// What other modules, screens' services and reports use of scores: the grading module (pure functions,
// docs/ARCHITECTURE.md 'Scores: the grading module').
export * from './grading';
// The stored year results the promotion screen proposes next year's class from.
export { yearResultsOfClasses, type TYearResult } from './score-result.service';
