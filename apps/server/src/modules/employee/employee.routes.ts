import type { FastifyInstance } from 'fastify';
import { employeeRoutes } from '@school/contract/employee/employee.routes';
import { addRoute, ok } from '../../http/route';
import { sendXlsx } from '../../lib/xlsx/xlsx-export';
import * as service from './employee.service';
import * as teaching from './employee-teaching.service';

export async function registerEmployeeRoutes(api: FastifyInstance) {
  addRoute(api, employeeRoutes.list, async ({ deps, auth, query }) => {
    const { items, total } = await service.listEmployees(deps, auth, query);
    return ok(items, total);
  });
  addRoute(api, employeeRoutes.get, async ({ deps, auth, query }) => ok(await service.getEmployee(deps, auth, query.id)));
  addRoute(api, employeeRoutes.create, async ({ deps, auth, body }) => ok(await service.createEmployee(deps, auth, body)));
  addRoute(api, employeeRoutes.update, async ({ deps, auth, body }) => ok(await service.updateEmployee(deps, auth, body)));
  addRoute(api, employeeRoutes.deactivate, async ({ deps, auth, query }) => ok(await service.setEmployeeStatus(deps, auth, query, false)));
  addRoute(api, employeeRoutes.activate, async ({ deps, auth, query }) => ok(await service.setEmployeeStatus(deps, auth, query, true)));
  addRoute(api, employeeRoutes.deactivatePost, async ({ deps, auth, query }) => ok(await service.setEmployeeStatus(deps, auth, query, false)));
  addRoute(api, employeeRoutes.activatePost, async ({ deps, auth, query }) => ok(await service.setEmployeeStatus(deps, auth, query, true)));
  addRoute(api, employeeRoutes.academicClasses, async ({ deps, auth, query }) => ok(await teaching.listEmployeeAssignments(deps, auth, query)));
  addRoute(api, employeeRoutes.createAcademicClass, async ({ deps, auth, body }) => ok(await teaching.createAssignment(deps, auth, body)));
  addRoute(api, employeeRoutes.updateAcademicClass, async ({ deps, auth, body }) => ok(await teaching.updateAssignment(deps, auth, body)));
  addRoute(api, employeeRoutes.deleteAcademicClass, async ({ deps, auth, query }) => {
    await teaching.deleteAssignment(deps, auth, query.id);
    return ok(null);
  });
  addRoute(api, employeeRoutes.createSubject, async ({ deps, auth, body }) => ok(await teaching.addTeachingSubjects(deps, auth, body)));
  addRoute(api, employeeRoutes.updateSubject, async ({ deps, auth, body }) => ok(await teaching.updateTeachingSubject(deps, auth, body)));
  addRoute(api, employeeRoutes.deleteSubject, async ({ deps, auth, query }) => {
    await teaching.deleteTeachingSubject(deps, auth, query.id);
    return ok(null);
  });
  addRoute(api, employeeRoutes.classSubjects, async ({ deps, auth, query }) => ok(await teaching.listClassSubjects(deps, auth, query)));
  addRoute(api, employeeRoutes.export, async ({ deps, auth, query, reply }) => sendXlsx(reply, await service.exportEmployees(deps, auth, query), 'employees'));
  addRoute(api, employeeRoutes.isMainTeacher, async ({ deps, auth, query }) => ok(await teaching.isMainTeacher(deps, auth, query.id)));
  addRoute(api, employeeRoutes.teachingClasses, async ({ deps, auth, query }) => ok(await teaching.listTeachingClasses(deps, auth, query)));
  addRoute(api, employeeRoutes.schedule, async ({ deps, auth, query }) => ok(await teaching.getSchedule(deps, auth, query)));
  addRoute(api, employeeRoutes.positions, async ({ deps, auth }) => ok(await service.listPositions(deps, auth)));
  addRoute(api, employeeRoutes.academicCodes, async ({ deps, auth, query }) => ok(await teaching.listAcademicCodes(deps, auth, query)));
}
