import type { TScoreRecompute, TScoreRecomputeBody } from '@school/contract';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { inTenant } from '../../db/tenant';
import { badRequest, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { yearOrCurrent } from '../academic-year/academic-year.service';
import * as repo from './score-result.repository';
import { recomputeClassResults } from './score-result.service';

/**
 * The school's recompute of stored results (issue 13 'Performance': "recompute a whole 2,000-student school's
 * semester ≤ 10 s, with progress"). A save recomputes its class in its own transaction and a read brings a
 * stale class up to date, so this is for the office after a change of the year's setting it wants reflected
 * everywhere at once (standard scores, the matrix, exam types), or to check the figures. It runs in the
 * background of this server process, one transaction per class (a request between two classes is not kept
 * waiting); a class whose results are up to date (no stale mark) is left as stored unless `Force` says otherwise;
 * its progress is kept in memory: a restart forgets it (the stale marks still hold, so nothing is
 * lost, and it can be started again). One run per school at a time: starting while one runs answers that one.
 */

type TJob = TScoreRecompute & { campusId: string; started: number };

const jobs = new Map<string, TJob>();
const KEEP = 50;

function view(job: TJob): TScoreRecompute {
  const { campusId: _campusId, started: _started, ...rest } = job;
  return { ...rest, Percent: job.Classes === 0 ? 100 : Math.round((job.ClassesDone / job.Classes) * 1000) / 10 };
}

function remember(job: TJob) {
  jobs.set(job.Id, job);
  if (jobs.size > KEEP) for (const id of [...jobs.keys()].slice(0, jobs.size - KEEP)) if (jobs.get(id)!.State !== 'running') jobs.delete(id);
}

const latestOf = (campusId: string) => [...jobs.values()].reverse().find((j) => j.campusId === campusId);

export async function startRecompute(deps: TAppDeps, auth: TAuth, body: TScoreRecomputeBody): Promise<TScoreRecompute> {
  const campusId = auth.campusId;
  const running = [...jobs.values()].find((j) => j.campusId === campusId && j.State === 'running');
  if (running) return view(running);
  const { yearId, classIds } = await inTenant(deps, auth, async (tx) => {
    const year = await yearOrCurrent(tx, campusId, body.AcademicYearId ?? undefined);
    if (!year)
      throw badRequest('រកមិនឃើញឆ្នាំសិក្សា', 'The academic year was not found', [
        { Field: 'AcademicYearId', Message: 'រកមិនឃើញឆ្នាំសិក្សា', MessageEn: 'The academic year was not found' },
      ]);
    return { yearId: year.id, classIds: (await repo.classesWithResultsOfYear(tx, { campusId, academicYearId: year.id })).map((c) => c.id) };
  });
  const job: TJob = {
    Id: newId(),
    campusId,
    AcademicYearId: yearId,
    Semester: body.Semester ?? null,
    State: 'running',
    Classes: classIds.length,
    ClassesDone: 0,
    UpToDate: 0,
    Students: 0,
    Percent: 0,
    StartedAt: new Date().toISOString(),
    FinishedAt: null,
    DurationMs: null,
    Error: null,
    ErrorEn: null,
    started: performance.now(),
  };
  remember(job);
  const finish = (state: 'done' | 'failed') => {
    job.State = state;
    job.FinishedAt = new Date().toISOString();
    job.DurationMs = Math.round(performance.now() - job.started);
  };
  void (async () => {
    try {
      for (const academicClassId of classIds) {
        // A class without a stale mark has results that follow what they are computed from: left as stored
        // (not recomputing what did not change), unless the office forces the whole school.
        const computed = await inTenant(deps, auth, async (tx) =>
          body.Force || (await repo.isStale(tx, { campusId, academicClassId }))
            ? recomputeClassResults(tx, { campusId, academicClassId, ...(job.Semester ? { semester: job.Semester as 1 | 2 } : {}) })
            : null,
        );
        if (computed === null) job.UpToDate += 1;
        else job.Students += computed;
        job.ClassesDone += 1;
      }
      finish('done');
    } catch {
      job.Error = 'ការគណនាលទ្ធផលឡើងវិញបានបរាជ័យ សូមព្យាយាមម្ដងទៀត';
      job.ErrorEn = 'Recomputing the results failed; try again';
      finish('failed');
    }
  })();
  return view(job);
}

export function recomputeProgress(auth: TAuth, q: { id?: string }): TScoreRecompute {
  const job = q.id ? jobs.get(q.id) : latestOf(auth.campusId);
  if (!job || job.campusId !== auth.campusId) throw notFound('រកមិនឃើញការគណនាឡើងវិញនេះទេ', 'The recompute was not found');
  return view(job);
}
