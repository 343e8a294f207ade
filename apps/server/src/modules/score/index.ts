// What other modules, screens' services and reports use of scores: the grading module (pure functions,
// docs/ARCHITECTURE.md 'Scores: the grading module').
export * from './grading';
