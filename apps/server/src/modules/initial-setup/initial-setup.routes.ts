import type { FastifyInstance } from 'fastify';
import { initialSetupRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import { addCrudRoutes } from '../../http/crud-routes';
import * as service from './initial-setup.service';
import * as importer from './initial-setup-import.service';
import { academicClass, level, listClassesOfYear, sessionTime, subject, templateOfYear } from './initial-setup-screens.service';

const done = () => ok(null);

export async function registerInitialSetupRoutes(api: FastifyInstance) {
  addRoute(api, r.basicInfo, async ({ deps, auth }) => ok(await service.basicInfo(deps, auth)));
  addRoute(api, r.saveBasicInfo, async ({ deps, auth, body }) => ok(await service.saveBasicInfo(deps, auth, body)));
  addRoute(api, r.complete, async ({ deps, auth }) => ok(await service.complete(deps, auth)));

  // One line a family: the families of the setup screens read as a table.
  addCrudRoutes(api, r.academicYear, { list: service.listYears, create: service.createYear, update: service.updateYear, delete: service.deleteYear });
  addCrudRoutes(api, r.classifiedLevel, {
    list: level.listLevelClassified,
    create: level.createLevelClassified,
    update: level.updateLevelClassified,
    delete: level.deleteLevelClassified,
  });
  addCrudRoutes(api, r.academicCourseLevel, {
    list: service.listCourseLevels,
    create: service.createCourseLevel,
    update: service.updateCourseLevel,
    delete: service.deleteCourseLevel,
  });
  addCrudRoutes(api, r.class, {
    list: listClassesOfYear,
    create: academicClass.createAcademicClass,
    update: academicClass.updateAcademicClass,
    delete: academicClass.deleteAcademicClass,
  });
  addCrudRoutes(api, r.subjectGroupRoot, {
    list: (deps, auth) => subject.listRoots(deps, auth),
    create: subject.createRoot,
    update: subject.updateRoot,
    delete: subject.deleteRoot,
  });
  addCrudRoutes(api, r.levelSubject, {
    list: service.listLevelSubjects,
    create: service.createLevelSubject,
    update: service.updateLevelSubject,
    delete: service.deleteLevelSubject,
  });
  addCrudRoutes(api, r.academicSessionTime, {
    list: sessionTime.listSessionTimes,
    create: service.createSessionTime,
    update: sessionTime.updateSessionTime,
    delete: sessionTime.deleteSessionTime,
  });
  addCrudRoutes(api, r.position, {
    list: service.listPositions,
    create: service.createPosition,
    update: service.updatePosition,
    delete: service.deletePosition,
  });
  addCrudRoutes(api, r.employee, {
    list: service.listEmployees,
    create: service.createEmployee,
    update: service.updateEmployee,
    delete: service.deleteEmployee,
  });
  addCrudRoutes(api, r.teachingClass, {
    list: service.listTeaching,
    create: service.createTeaching,
    update: service.updateTeaching,
    delete: service.deleteTeaching,
  });
  addCrudRoutes(api, r.teachingClassSubject, {
    list: service.listTeachingSubjects,
    create: service.createTeachingSubject,
    update: service.updateTeachingSubject,
    delete: service.deleteTeachingSubject,
  });
  addCrudRoutes(api, r.student, { list: service.listStudents, create: service.createStudent, update: service.updateStudent, delete: service.deleteStudent });

  addRoute(api, r.template, async ({ deps, auth, query }) => ok(await templateOfYear(deps, auth, query.academicYearId)));
  addRoute(api, r.applyTemplate, async ({ deps, auth, body }) => ok(await service.applyTemplate(deps, auth, body)));

  addRoute(api, r.importUpload, async ({ deps, auth, body }) => ok(await importer.upload(deps, auth, body.File)));
  addRoute(api, r.importInfo, async ({ deps, auth }) => ok(await importer.info(deps, auth)));
  addRoute(api, r.importDiscard, async ({ deps, auth, query }) => importer.discard(deps, auth, query.campusId).then(done));
  addRoute(api, r.importSummary, async ({ deps, auth }) => ok(await importer.summary(deps, auth)));
  addRoute(api, r.importSubmit, async ({ deps, auth, body }) => ok(await importer.submit(deps, auth, body.CompleteSetup)));
  addRoute(api, r.importTemplate, async ({ reply }) => importer.sendWorkbookTemplate(reply));
}
