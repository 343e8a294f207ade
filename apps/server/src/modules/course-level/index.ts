// What other modules may use inside their own transactions (functions that take `tx`); everything else
// of this module is reached through its service.
export {
  deleteAcademicCourseLevel,
  ensureAcademicCourseLevel,
  findCourseLevelByCode,
  findCourseLevelSubject,
  insertCourseLevel,
  insertCourseLevelSubject,
  listAcademicCourseLevels as listAcademicCourseLevelsIn,
  listCourseLevelSubjects as listCourseLevelSubjectsIn,
  listCourseLevels as listCourseLevelsIn,
} from './course-level.repository';
