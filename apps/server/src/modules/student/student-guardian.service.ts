import { type TGuardianStudentCreate, type TGuardianStudentUpdate } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import type { TQueryable } from '../../db/engine';
import { conflict, missingReference, notFound, stale } from '../../lib/app-error';
import { inTenant } from '../../db/tenant';
import * as guardianModule from '../guardian/index';
import * as repo from './student.repository';
import { studentNotFound, toStudentGuardian } from './student.service';
import { personNameRow } from '../../lib/person-name';

/** A student's guardians: linking, the relationship and the one primary guardian (data-calls §7). */

async function loadLink(tx: TQueryable, campusId: string, id: string) {
  const link = await repo.getGuardianLink(tx, { campusId, id });
  const [row] = (await repo.listGuardiansOfStudents(tx, { campusId, studentIds: [link!.studentId] })).filter((r) => r.link.id === id);
  return toStudentGuardian(row!);
}

export const linkGuardian = (deps: TAppDeps, auth: TAuth, body: TGuardianStudentCreate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    if (!(await repo.getStudent(tx, { campusId, id: body.StudentId }))) throw studentNotFound();
    let guardianId = body.GuardianId;
    if (guardianId) {
      if (!(await guardianModule.getGuardian(tx, { campusId, id: guardianId }))) throw missingReference('អាណាព្យាបាល', 'guardian');
      if (await repo.findGuardianLink(tx, { campusId, studentId: body.StudentId, guardianId }))
        throw conflict('អាណាព្យាបាលនេះបានភ្ជាប់ជាមួយសិស្សនេះរួចហើយ', 'This guardian is already linked to this student');
    } else {
      const g = body.Guardian!;
      const provinces = new Set((await repo.listProvinceIds(tx)).map((p) => p.id));
      if (g.ProvinceId && !provinces.has(g.ProvinceId)) throw missingReference('រាជធានី/ខេត្ត', 'province');
      const [created] = await guardianModule.insertGuardians(tx, {
        campusId,
        rows: [
          {
            ...personNameRow(g),
            gender: g.Gender,
            mobilePhone: g.MobilePhone ?? null,
            email: g.Email ?? null,
            occupation: g.Occupation ?? null,
            provinceId: g.ProvinceId ?? null,
            address: g.Address ?? null,
          },
        ],
      });
      guardianId = created!.id;
    }
    if (body.IsPrimary) await repo.clearPrimaryGuardian(tx, { campusId, studentId: body.StudentId });
    const [link] = await repo.insertGuardianLinks(tx, {
      campusId,
      rows: [{ studentId: body.StudentId, guardianId, relationshipType: body.RelationshipType, isPrimary: body.IsPrimary }],
    });
    return loadLink(tx, campusId, link!.id);
  });

export const updateGuardianLink = (deps: TAppDeps, auth: TAuth, body: TGuardianStudentUpdate) =>
  inTenant(deps, auth, async (tx) => {
    const campusId = auth.campusId;
    const link = await repo.getGuardianLink(tx, { campusId, id: body.Id });
    if (!link) throw notFound('រកមិនឃើញការភ្ជាប់អាណាព្យាបាលនេះទេ', 'The guardian link was not found');
    if (link.version !== body.Version) throw stale();
    if (body.IsPrimary) await repo.clearPrimaryGuardian(tx, { campusId, studentId: link.studentId, exceptId: body.Id });
    await repo.studentGuardianRows.update(
      tx,
      { campusId, id: body.Id, version: body.Version },
      { relationshipType: body.RelationshipType, isPrimary: body.IsPrimary },
    );
    return loadLink(tx, campusId, body.Id);
  });

export const unlinkGuardian = (deps: TAppDeps, auth: TAuth, id: string) =>
  inTenant(deps, auth, (tx) => repo.studentGuardianRows.delete(tx, { campusId: auth.campusId, id }));
