/** Repository functions other modules may run inside their own transaction (ARCHITECTURE 'Boundaries'). */
export {
  accountOf as homeworkAccountOf,
  accountsOfStudents as accountsOfStudentsIn,
  classesOfStudent as classesOfStudentIn,
  pairsOfEmployee as pairsOfEmployeeIn,
  targetsOf as classSubjectPairsIn,
  type TPair,
} from './homework.repository';
