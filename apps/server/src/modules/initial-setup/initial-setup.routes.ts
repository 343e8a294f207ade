import type { FastifyInstance } from 'fastify';
import { initialSetupRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import * as service from './initial-setup.service';
import * as importer from './initial-setup-import.service';
import { academicClass, level, listClassesOfYear, sessionTime, subject, templateOfYear } from './initial-setup-screens.service';

const list = <T>(rows: T[]) => ok(rows, rows.length);
const done = () => ok(null);

export async function registerInitialSetupRoutes(api: FastifyInstance) {
  addRoute(api, r.basicInfo, async ({ deps, auth }) => ok(await service.basicInfo(deps, auth)));
  addRoute(api, r.saveBasicInfo, async ({ deps, auth, body }) => ok(await service.saveBasicInfo(deps, auth, body)));
  addRoute(api, r.complete, async ({ deps, auth }) => ok(await service.complete(deps, auth)));

  addRoute(api, r.academicYear.list, async ({ deps, auth }) => list(await service.listYears(deps, auth)));
  addRoute(api, r.academicYear.create, async ({ deps, auth, body }) => ok(await service.createYear(deps, auth, body)));
  addRoute(api, r.academicYear.update, async ({ deps, auth, body }) => ok(await service.updateYear(deps, auth, body)));
  addRoute(api, r.academicYear.delete, async ({ deps, auth, params }) => service.deleteYear(deps, auth, params.id).then(done));

  addRoute(api, r.classifiedLevel.list, async ({ deps, auth }) => list(await level.listLevelClassified(deps, auth)));
  addRoute(api, r.classifiedLevel.create, async ({ deps, auth, body }) => ok(await level.createLevelClassified(deps, auth, body)));
  addRoute(api, r.classifiedLevel.update, async ({ deps, auth, body }) => ok(await level.updateLevelClassified(deps, auth, body)));
  addRoute(api, r.classifiedLevel.delete, async ({ deps, auth, query }) => level.deleteLevelClassified(deps, auth, query.id).then(done));

  addRoute(api, r.academicCourseLevel.list, async ({ deps, auth, query }) => list(await service.listCourseLevels(deps, auth, query.levelClassifiedId)));
  addRoute(api, r.academicCourseLevel.create, async ({ deps, auth, body }) => ok(await service.createCourseLevel(deps, auth, body)));
  addRoute(api, r.academicCourseLevel.update, async ({ deps, auth, body }) => ok(await service.updateCourseLevel(deps, auth, body)));
  addRoute(api, r.academicCourseLevel.delete, async ({ deps, auth, query }) => service.deleteCourseLevel(deps, auth, query.id).then(done));

  addRoute(api, r.class.list, async ({ deps, auth, query }) => list(await listClassesOfYear(deps, auth, query.academicYearId)));
  addRoute(api, r.class.create, async ({ deps, auth, body }) => ok(await academicClass.createAcademicClass(deps, auth, body)));
  addRoute(api, r.class.update, async ({ deps, auth, body }) => ok(await academicClass.updateAcademicClass(deps, auth, body)));
  addRoute(api, r.class.delete, async ({ deps, auth, params }) => academicClass.deleteAcademicClass(deps, auth, params.id).then(done));

  addRoute(api, r.subjectGroupRoot.list, async ({ deps, auth }) => list(await subject.listRoots(deps, auth)));
  addRoute(api, r.subjectGroupRoot.create, async ({ deps, auth, body }) => ok(await subject.createRoot(deps, auth, body)));
  addRoute(api, r.subjectGroupRoot.update, async ({ deps, auth, body }) => ok(await subject.updateRoot(deps, auth, body)));
  addRoute(api, r.subjectGroupRoot.delete, async ({ deps, auth, query }) => subject.deleteRoot(deps, auth, query.id).then(done));

  addRoute(api, r.levelSubject.list, async ({ deps, auth, query }) => list(await service.listLevelSubjects(deps, auth, query)));
  addRoute(api, r.levelSubject.create, async ({ deps, auth, body }) => ok(await service.createLevelSubject(deps, auth, body)));
  addRoute(api, r.levelSubject.update, async ({ deps, auth, body }) => ok(await service.updateLevelSubject(deps, auth, body)));
  addRoute(api, r.levelSubject.delete, async ({ deps, auth, query }) => service.deleteLevelSubject(deps, auth, query.id).then(done));

  addRoute(api, r.academicSessionTime.list, async ({ deps, auth, query }) => list(await sessionTime.listSessionTimes(deps, auth, query)));
  addRoute(api, r.academicSessionTime.create, async ({ deps, auth, body }) => ok(await service.createSessionTime(deps, auth, body)));
  addRoute(api, r.academicSessionTime.update, async ({ deps, auth, body }) => ok(await sessionTime.updateSessionTime(deps, auth, body)));
  addRoute(api, r.academicSessionTime.delete, async ({ deps, auth, params }) => sessionTime.deleteSessionTime(deps, auth, params.id).then(done));

  addRoute(api, r.position.list, async ({ deps, auth }) => list(await service.listPositions(deps, auth)));
  addRoute(api, r.position.create, async ({ deps, auth, body }) => ok(await service.createPosition(deps, auth, body)));
  addRoute(api, r.position.update, async ({ deps, auth, body }) => ok(await service.updatePosition(deps, auth, body)));
  addRoute(api, r.position.delete, async ({ deps, auth, params }) => service.deletePosition(deps, auth, params.id).then(done));

  addRoute(api, r.employee.list, async ({ deps, auth }) => list(await service.listEmployees(deps, auth)));
  addRoute(api, r.employee.create, async ({ deps, auth, body }) => ok(await service.createEmployee(deps, auth, body)));
  addRoute(api, r.employee.update, async ({ deps, auth, body }) => ok(await service.updateEmployee(deps, auth, body)));
  addRoute(api, r.employee.delete, async ({ deps, auth, params }) => service.deleteEmployee(deps, auth, params.id).then(done));

  addRoute(api, r.teachingClass.list, async ({ deps, auth, query }) => list(await service.listTeaching(deps, auth, query)));
  addRoute(api, r.teachingClass.create, async ({ deps, auth, body }) => ok(await service.createTeaching(deps, auth, body)));
  addRoute(api, r.teachingClass.update, async ({ deps, auth, body }) => ok(await service.updateTeaching(deps, auth, body)));
  addRoute(api, r.teachingClass.delete, async ({ deps, auth, query }) => service.deleteTeaching(deps, auth, query.id).then(done));

  addRoute(api, r.teachingClassSubject.list, async ({ deps, auth, query }) => list(await service.listTeachingSubjects(deps, auth, query)));
  addRoute(api, r.teachingClassSubject.create, async ({ deps, auth, body }) => ok(await service.createTeachingSubject(deps, auth, body)));
  addRoute(api, r.teachingClassSubject.update, async ({ deps, auth, body }) => ok(await service.updateTeachingSubject(deps, auth, body)));
  addRoute(api, r.teachingClassSubject.delete, async ({ deps, auth, query }) => service.deleteTeachingSubject(deps, auth, query.id).then(done));

  addRoute(api, r.student.list, async ({ deps, auth, query }) => list(await service.listStudents(deps, auth, query.academicClassId)));
  addRoute(api, r.student.create, async ({ deps, auth, body }) => ok(await service.createStudent(deps, auth, body)));
  addRoute(api, r.student.update, async ({ deps, auth, body }) => ok(await service.updateStudent(deps, auth, body)));
  addRoute(api, r.student.delete, async ({ deps, auth, query }) => service.deleteStudent(deps, auth, query.id).then(done));

  addRoute(api, r.template, async ({ deps, auth, query }) => ok(await templateOfYear(deps, auth, query.academicYearId)));
  addRoute(api, r.applyTemplate, async ({ deps, auth, body }) => ok(await service.applyTemplate(deps, auth, body)));

  addRoute(api, r.importUpload, async ({ deps, auth, body }) => ok(await importer.upload(deps, auth, body.File)));
  addRoute(api, r.importInfo, async ({ deps, auth }) => ok(await importer.info(deps, auth)));
  addRoute(api, r.importDiscard, async ({ deps, auth, query }) => importer.discard(deps, auth, query.campusId).then(done));
  addRoute(api, r.importSummary, async ({ deps, auth }) => ok(await importer.summary(deps, auth)));
  addRoute(api, r.importSubmit, async ({ deps, auth, body }) => ok(await importer.submit(deps, auth, body.CompleteSetup)));
  addRoute(api, r.importTemplate, async ({ reply }) => importer.sendWorkbookTemplate(reply));
}
