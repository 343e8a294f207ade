// What other modules may use inside their own transactions (functions that take `tx`); everything else
// of this module is reached through its service.
export { createStudent, createStudents, type TGuardianLinkInput, type TNewStudent } from './student.create';
export { dropPicture, personPictureUrl, preparePicture, type TPendingPicture } from './student.picture';
export {
  classStudents,
  classesOfYear,
  clearPrimaryGuardian,
  findStudentsByCodes,
  getClasses,
  getStudents,
  insertGuardianLinks,
  listClassPlacements,
  listGuardiansOfStudents,
  listProvinceIds,
  type TClassStudent,
} from './student.repository';
