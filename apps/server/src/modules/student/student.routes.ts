import type { FastifyInstance } from 'fastify';
import { studentRoutes as r } from '@school/contract';
import { addRoute, ok } from '../../http/route';
import { sendDownload } from '../../lib/file-reply';
import * as service from './student.service';
import * as placement from './student-placement.service';
import * as guardianLink from './student-guardian.service';
import * as exporter from './student-export.service';

export async function registerStudentRoutes(api: FastifyInstance) {
  addRoute(api, r.list, async ({ deps, auth, query }) => {
    const { rows, total } = await service.listStudents(deps, auth, query);
    return ok(rows, total);
  });
  addRoute(api, r.find, async ({ deps, auth, query }) => ok(await service.findStudent(deps, auth, query.id)));
  addRoute(api, r.create, async ({ deps, auth, body }) => ok(await service.createStudentRecord(deps, auth, body)));
  addRoute(api, r.update, async ({ deps, auth, body }) => ok(await service.updateStudent(deps, auth, body)));
  addRoute(api, r.academicInfo, async ({ deps, auth, query }) => {
    const rows = await service.academicInfo(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.referenceCardId, async ({ deps, auth, body }) => ok(await placement.setReferenceCard(deps, auth, body)));
  addRoute(api, r.deactivate, async ({ deps, auth, body }) => ok(await service.deactivateStudent(deps, auth, body)));
  addRoute(api, r.activate, async ({ deps, auth, body }) => ok(await service.activateStudent(deps, auth, body)));
  addRoute(api, r.duplicates, async ({ deps, auth, query }) => {
    const rows = await service.possibleDuplicates(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.addAcademicClass, async ({ deps, auth, body }) => ok(await placement.addAcademicClass(deps, auth, body)));
  addRoute(api, r.guardianStudentCreate, async ({ deps, auth, body }) => ok(await guardianLink.linkGuardian(deps, auth, body)));
  addRoute(api, r.guardianStudentUpdate, async ({ deps, auth, body }) => ok(await guardianLink.updateGuardianLink(deps, auth, body)));
  addRoute(api, r.guardianStudentDelete, async ({ deps, auth, query }) => ok(await guardianLink.unlinkGuardian(deps, auth, query.id).then(() => null)));
  addRoute(api, r.academicCardCreate, async ({ deps, auth, body }) => ok(await placement.createAcademicCard(deps, auth, body)));
  addRoute(api, r.academicCardUpdate, async ({ deps, auth, body }) => ok(await placement.updateAcademicCard(deps, auth, body)));
  addRoute(api, r.academicCardDelete, async ({ deps, auth, query }) => ok(await placement.deleteAcademicCard(deps, auth, query.id).then(() => null)));
  addRoute(api, r.byAcademicClass, async ({ deps, auth, query }) => {
    const rows = await service.studentsOfClass(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.changeClassRows, async ({ deps, auth, query }) => {
    const rows = await placement.changeClassRows(deps, auth, query.academicClassId);
    return ok(rows, rows.length);
  });
  addRoute(api, r.changeClass, async ({ deps, auth, body }) => {
    const rows = await placement.changeClass(deps, auth, body);
    return ok(rows, rows.length);
  });
  addRoute(api, r.promotionRows, async ({ deps, auth, query }) => {
    const rows = await placement.promotionRows(deps, auth, query);
    return ok(rows, rows.length);
  });
  addRoute(api, r.promotion, async ({ deps, auth, body }) => {
    const rows = await placement.savePromotion(deps, auth, body);
    return ok(rows, rows.length);
  });
  addRoute(api, r.exportYearLevel, async ({ deps, auth, query, reply }) => sendDownload(reply, await exporter.exportYearLevel(deps, auth, query)));
  addRoute(api, r.exportYearClass, async ({ deps, auth, query, reply }) => sendDownload(reply, await exporter.exportYearClass(deps, auth, query)));
  addRoute(api, r.exportList, async ({ deps, auth, query, reply }) => sendDownload(reply, await exporter.exportList(deps, auth, query)));
  addRoute(api, r.downloadStudentInfo, async ({ deps, auth, query, reply }) => sendDownload(reply, await exporter.downloadStudentInfo(deps, auth, query)));
}
