import { DEFAULT_ROLES, MOBILE_ACTOR_TYPE } from '@school/contract';
import {
  DASHBOARD_RECENT_FEEDBACK_DAYS,
  DASHBOARD_UPCOMING_HOLIDAYS,
  type TDashboard,
  type TCampusFeeSummary,
  type TCampusFeeSummaryRequest,
} from '@school/contract/dashboard/dashboard.schemas';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { badRequest, notFound } from '../../lib/app-error';
import { schoolToday } from '../../lib/school-date';
import { countFeedback } from '../feedback/index';
import { feeSummaryIn } from '../fee/index';
import { upcomingHolidays } from '../holiday/index';
import { toHoliday } from '../holiday/holiday.service';
import { countUnread } from '../notification/index';
import * as repo from './dashboard.repository';

const yearNotFound = () => notFound('រកមិនឃើញឆ្នាំសិក្សានេះទេ', 'The academic year was not found');

/** Names of the mobile actor types, from the default role of each. */
function actorTypeName(type: number): { name: string; nameEn: string } {
  const role = DEFAULT_ROLES.find((r) => r.mobileActorType === type);
  if (role) return { name: role.name, nameEn: role.nameEn };
  const key = Object.entries(MOBILE_ACTOR_TYPE).find(([, v]) => v === type)?.[0] ?? String(type);
  return { name: key, nameEn: key };
}

/**
 * The landing page's summary, built from what exists now. Each part is computed only for a user whose
 * role may see it (null otherwise), in one transaction. Areas that land later add their parts here.
 */
export async function getDashboard(deps: TAppDeps, auth: TAuth, academicYearId: string | undefined): Promise<TDashboard> {
  const campusId = auth.campusId;
  const seesStatistics = auth.permissions.has('VIEW_DASHBOARD_STATISTICS');
  const seesFeedback = auth.permissions.has('VIEW_FEEDBACK');
  return deps.database.tenant(campusId, async (tx) => {
    const year = academicYearId ? await repo.findAcademicYear(tx, { campusId, id: academicYearId }) : await repo.findCurrentAcademicYear(tx, { campusId });
    if (academicYearId && !year) throw yearNotFound();
    const holidays = await upcomingHolidays(tx, { campusId, today: schoolToday(), limit: DASHBOARD_UPCOMING_HOLIDAYS });
    const unread = await countUnread(tx, { campusId, userId: auth.userId });
    const accounts = seesStatistics ? await repo.countAccountsByActorType(tx, { campusId }) : null;
    const since = new Date(Date.now() - DASHBOARD_RECENT_FEEDBACK_DAYS * 86_400_000);
    const feedback = seesFeedback ? await countFeedback(tx, { campusId, since }) : null;
    return {
      AcademicYear: year
        ? {
            Id: year.id,
            Description: year.description,
            DescriptionEn: year.descriptionEn,
            StartDate: year.startDate,
            EndDate: year.endDate,
            IsCurrent: year.isCurrent,
          }
        : null,
      UpcomingHolidays: holidays.map(toHoliday),
      UnreadNotifications: unread,
      Accounts: accounts
        ? accounts.map((a) => {
            const label = actorTypeName(Number(a.mobileActorType));
            return { MobileActorType: Number(a.mobileActorType), Name: label.name, NameEn: label.nameEn, Count: Number(a.count) };
          })
        : null,
      Feedback: feedback ? { Total: feedback.total, Recent: feedback.recent, RecentDays: DASHBOARD_RECENT_FEEDBACK_DAYS } : null,
    };
  });
}

/**
 * Fee totals of a period by currency and payment status. The period is the one asked, else the asked
 * academic year's dates. The fee tables (invoices, payments) do not exist yet: until the fees area lands
 * this answers the real shape with zero invoices and no totals, never invented figures. When it lands,
 * this reads its invoice and payment tables for the period, grouped by currency and status.
 */
export async function getFeeSummary(deps: TAppDeps, auth: TAuth, body: TCampusFeeSummaryRequest | undefined): Promise<TCampusFeeSummary> {
  let from = body?.FromDate ?? null;
  let to = body?.ToDate ?? null;
  if (from && to && from > to) {
    const km = 'ថ្ងៃបញ្ចប់មិនអាចនៅមុនថ្ងៃចាប់ផ្តើមទេ';
    const en = 'The end date cannot be before the start date';
    throw badRequest(km, en, [{ Field: 'ToDate', Message: km, MessageEn: en }]);
  }
  return deps.database.tenant(auth.campusId, async (tx) => {
    if (body?.AcademicYearId) {
      const year = await repo.findAcademicYear(tx, { campusId: auth.campusId, id: body.AcademicYearId });
      if (!year) throw yearNotFound();
      from = from ?? year.startDate;
      to = to ?? year.endDate;
    }
    return { FromDate: from, ToDate: to, ...(await feeSummaryIn(tx, { campusId: auth.campusId, from, to })) };
  });
}
