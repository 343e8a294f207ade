// What other modules may use inside their own transactions (functions that take `tx`); everything else
// of this module is reached through its service.
export {
  findGroupByCode,
  findRootByCode,
  findSubjectByCode,
  getRoot,
  getSubject,
  insertGroup,
  insertRoot,
  insertSubject,
  listRoots as listRootsIn,
  setRootLevels,
} from './subject.repository';
