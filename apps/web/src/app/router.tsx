import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import type { TLocale } from '../lib/locale';
import { localeFromPath, localizePath, stripLocale } from '../lib/locale';
import { LocaleRoot } from './locale-root';
import { StartScreen } from './start-screen';
import { lazyPage } from './lazy-page';
import { DevelopmentOnly, GuardianOnly, GuestOnly, NotFoundGate, RequireAuth } from './guards';
import { ErrorView, NotFoundPage } from './routes/errors/error-view';
import { RouteErrorPage } from './routes/errors/route-error-page';
import { LoginPage } from './routes/login/login-page';
import { InitialSetupGate } from './routes/initial-setup/initial-setup-gate';
import { SetupWizardGate } from './routes/initial-setup/setup-wizard-gate';
import { studentRoutes } from './routes/administration/student/student.routes';
import { guardianRoutes } from './routes/administration/guardian/guardian.routes';
import { feeCollectionRoutes } from './routes/administration/fee-collection/fee-collection.routes';
import { employeeRoutes } from './routes/administration/employee/employee.routes';
import { mobileAccountRoutes } from './routes/administration/mobile-account/mobile-account.routes';
import { applicantPageRoutes } from './routes/administration/applicant/applicant.routes';
import { settingsRoutes } from './routes/settings/settings.routes';
import { registerRoutes } from './routes/register/register.routes';
import { employeeAttendanceRoutes } from './routes/administration/employee-attendance/employee-attendance.routes';
import { reportRoutes } from './routes/report/report.routes';

/**
 * Every screen route, written once without the language prefix. `localeTree` mounts the list under
 * `/` (Khmer) or under `/en` (English). Each screen is its own chunk (`lazy`).
 */
const signedInScreens: RouteObject[] = [
  // The guardian's child pages (portal 'Guardian view of a child'); 404 for anyone else.
  {
    element: <GuardianOnly />,
    children: [
      lazyPage('children', () => import('./routes/children/children-pages'), 'ChildrenPage'),
      lazyPage('children/score', () => import('./routes/children/children-pages'), 'ChildScorePage'),
      lazyPage('children/attendance', () => import('./routes/children/children-pages'), 'ChildAttendancePage'),
      lazyPage('children/routine', () => import('./routes/children/children-pages'), 'ChildRoutinePage'),
      lazyPage('children/detail', () => import('./routes/children/children-pages'), 'ChildDetailPage'),
      lazyPage('children/misconduct', () => import('./routes/children/children-pages'), 'ChildMisconductPage'),
      lazyPage('children/healthCheck', () => import('./routes/children/children-pages'), 'ChildHealthPage'),
      lazyPage('children/changePassword', () => import('./routes/children/children-pages'), 'ChildPasswordPage'),
    ],
  },
  lazyPage('dashboard', () => import('./routes/dashboard/dashboard-page'), 'DashboardPage'),
  lazyPage('profile', () => import('./routes/profile/profile-page'), 'ProfilePage'),
  lazyPage('profile/attendance', () => import('./routes/profile/my-attendance-page'), 'MyAttendancePage'),
  lazyPage('profile/score', () => import('./routes/profile/my-score-page'), 'MyScorePage'),
  lazyPage('settings/changePassword', () => import('./routes/settings/change-password-page'), 'ChangePasswordPage'),
  lazyPage('setting', () => import('./routes/setting/setting-page'), 'SettingPage'),
  lazyPage('feedback', () => import('./routes/feedback/feedback-page'), 'FeedbackPage'),
  lazyPage('holiday', () => import('./routes/holiday/holiday-page'), 'HolidayPage'),
  lazyPage('attendance', () => import('./routes/attendance/attendance-page'), 'AttendancePage'),
  lazyPage('score', () => import('./routes/score/score-page'), 'ScorePage'),
  lazyPage('score/form', () => import('./routes/score/score-form-page'), 'ScoreFormPage'),
  lazyPage('score/results', () => import('./routes/score/score-results-page'), 'ScoreResultsPage'),
  lazyPage('score/confirmation', () => import('./routes/score/score-confirmation-page'), 'ScoreConfirmationPage'),
  lazyPage('attendance/confirm', () => import('./routes/attendance/attendance-confirm-page'), 'AttendanceConfirmPage'),
  // comms (issue 16)
  lazyPage('announcement', () => import('./routes/announcement/announcement-pages'), 'AnnouncementPage'),
  lazyPage('announcement/detail', () => import('./routes/announcement/announcement-pages'), 'AnnouncementDetailPage'),
  lazyPage('messages', () => import('./routes/message/message-page'), 'MessagePage'),
  lazyPage('feeds', () => import('./routes/feed/feed-page'), 'FeedPage'),
  lazyPage('leave-request', () => import('./routes/leave-request/leave-request-page'), 'LeaveRequestPage'),
  lazyPage('homeworks', () => import('./routes/homework/homework-pages'), 'HomeworkPage'),
  lazyPage('homeworks/detail', () => import('./routes/homework/homework-pages'), 'HomeworkDetailPage'),
  lazyPage('classroom', () => import('./routes/classroom/classroom-pages'), 'ClassroomPage'),
  lazyPage('classroom/detail', () => import('./routes/classroom/classroom-pages'), 'ClassroomDetailPage'),
  lazyPage('healthCheck', () => import('./routes/actor-health/actor-health-pages'), 'HealthCheckPage'),
  lazyPage('teachers/medical', () => import('./routes/actor-health/actor-health-pages'), 'TeacherMedicalPage'),
  lazyPage('teachers/medical/add', () => import('./routes/actor-health/actor-health-pages'), 'TeacherMedicalAddPage'),
  // timetable (issue 12)
  lazyPage('schedule', () => import('./routes/schedule/schedule-pages'), 'SchedulePage'),
  lazyPage('schedule/detail', () => import('./routes/schedule/schedule-pages'), 'ScheduleDetailPage'),
  lazyPage('schedule-management/schedule-arrangement', () => import('./routes/schedule/schedule-pages'), 'ScheduleArrangementPage'),
  lazyPage('schedule-management/employee-academic-code', () => import('./routes/schedule/schedule-pages'), 'AcademicCodePage'),
  lazyPage('contact', () => import('./routes/contact/contact-page'), 'ContactPage'),
  lazyPage('settings/permission', () => import('./routes/settings/permission-page'), 'PermissionPage'),
  ...settingsRoutes,
  lazyPage('school-fee/:slug?', () => import('./routes/school-fee/school-fee-page'), 'SchoolFeePage'),
  lazyPage('settings/payment', () => import('./routes/settings/fee/payment-setting-page'), 'PaymentSettingPage'),
  ...studentRoutes,
  ...guardianRoutes,
  ...feeCollectionRoutes,
  ...employeeRoutes,
  ...employeeAttendanceRoutes,
  ...reportRoutes,
  ...mobileAccountRoutes,
  ...applicantPageRoutes,
  {
    path: 'test',
    element: <DevelopmentOnly />,
    children: [
      { index: true, lazy: () => import('./routes/test/test-pages').then((m) => ({ Component: m.TestIndexPage })) },
      lazyPage('table', () => import('./routes/test/test-pages'), 'TestTablePage'),
      lazyPage('advance-search', () => import('./routes/test/test-pages'), 'TestAdvanceSearchPage'),
      lazyPage('edit-table', () => import('./routes/test/test-pages'), 'TestEditTablePage'),
      lazyPage('input-control', () => import('./routes/test/test-pages'), 'TestInputControlPage'),
      lazyPage('typography', () => import('./routes/test/test-pages'), 'TestTypographyPage'),
      lazyPage('html', () => import('./routes/test/test-pages'), 'TestHtmlPage'),
      lazyPage('sample', () => import('./routes/test/test-pages'), 'TestSamplePage'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** antd's shell (the theme, the toasts' holders), loaded once for every route that needs it (asked again after a failure). */
let shell: Promise<{ Component: ComponentType }> | undefined;
const shellRoute = () =>
  (shell ??= import('./antd-shell').then(
    (m) => ({ Component: m.AntdShell }),
    (error: unknown) => {
      shell = undefined;
      throw error;
    },
  ));

/**
 * The signed-in layout, started once the shell has run, a task later (issue 17). Both chunks are preloaded by
 * the page's head (ADR 11), so they arrive together and their modules used to run in one task: about a third of
 * a second of a throttled phone's main thread, counted whole as blocking time. The wait is one task, not a fetch.
 */
const layoutRoute = () =>
  shellRoute()
    .then(() => new Promise<void>((resolve) => setTimeout(resolve)))
    .then(() => import('./layouts/default-layout'))
    .then((m) => ({ Component: m.DefaultLayout }));

export function localeTree(locale: TLocale, screens: RouteObject[] = signedInScreens): RouteObject {
  return {
    path: locale === 'km' ? '/' : '/en',
    element: <LocaleRoot locale={locale} />,
    // Shown on a first load while the matched routes' lazy chunks arrive (a signed-in screen).
    HydrateFallback: StartScreen,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to={localizePath('/dashboard', locale)} replace /> },
          // The sign-in page is in the first bundle and uses no antd: it is every visitor's first page.
          { element: <GuestOnly />, children: [{ path: 'login', element: <LoginPage /> }] },
          {
            lazy: shellRoute,
            children: [
              // portal §2 'Registration': public pages, open to anyone while the school's registration runs.
              ...registerRoutes,
              {
                element: <GuardianOnly />,
                children: [lazyPage('access-mobile', () => import('./routes/access-mobile/access-mobile-page'), 'AccessMobilePage')],
              },
              {
                element: <RequireAuth />,
                children: [
                  {
                    // portal §4: while the school's initial setup runs, users are sent to its wizard.
                    element: <InitialSetupGate />,
                    children: [
                      {
                        // portal §4: while an academic-year setup wizard runs, its user is kept on its current step.
                        element: <SetupWizardGate />,
                        children: [
                          {
                            id: screensRouteId(locale),
                            lazy: layoutRoute,
                            children: screens,
                          },
                        ],
                      },
                      lazyPage('setup/initial-setup', () => import('./routes/initial-setup/initial-setup-page'), 'InitialSetupPage'),
                    ],
                  },
                ],
              },
            ],
          },
          {
            // A signed-in user who opens an unknown route stays in the signed-in layout (menu, a way back);
            // a visitor gets the plain 404 page (no antd).
            element: <NotFoundGate />,
            children: [
              {
                lazy: shellRoute,
                children: [
                  {
                    lazy: layoutRoute,
                    children: [{ path: '*', element: <ErrorView kind="notFound" inLayout /> }],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

const screensRouteId = (locale: TLocale) => `screens-${locale}`;

/** Every full path a route and its children answer, written as in the route table ('' for an index or a layout). */
function leafPaths(route: RouteObject, base = ''): string[] {
  const path = route.path ? (base ? `${base}/${route.path}` : route.path) : base;
  return route.children?.length ? route.children.flatMap((child) => leafPaths(child, path)) : [path];
}

/**
 * Whether a route path can match the address's segments: its segments before the first parameter or splat are
 * the address's own (`administration/student/:slug` can match `/administration/student/list`, never
 * `/administration/guardian`). Only a test that keeps every route that could match: React Router ranks those.
 */
function mayMatch(path: string, segments: string[]): boolean {
  const own = path.split('/').filter(Boolean);
  for (let i = 0; i < own.length; i++) {
    const segment = own[i]!;
    if (segment.startsWith(':') || segment === '*') return true;
    if (segments[i] !== segment) return false;
  }
  return own.length === segments.length;
}

/** The signed-in screens that may answer `pathname` (see createAppRouter). */
export function screensFor(pathname: string): RouteObject[] {
  const segments = stripLocale(pathname).split('/').filter(Boolean);
  return signedInScreens.filter((route) => leafPaths(route).some((path) => mayMatch(path, segments)));
}

/**
 * Only the routes that may answer the address are built at start (issue 17: building and ranking every
 * screen's route was about a sixth of a phone's first-load blocking time): the page's own language tree, and
 * of its signed-in screens those whose path can match the address (`screensFor`). The rest come the first
 * time a navigation finds no screen: React Router asks `patchRoutesOnNavigation` for a path no route
 * matches, or that only a splat or a parameter matches (an unknown screen falls to the signed-in 404's `*`),
 * and then ranks the added routes with the others. The other language's tree is added the same way the
 * first time a navigation goes there (the language switcher), and its static prefix then wins.
 */
export function createAppRouter() {
  const locale = localeFromPath(window.location.pathname);
  const first = screensFor(window.location.pathname);
  let restBuilt = first.length === signedInScreens.length;
  let otherBuilt = false;
  return createBrowserRouter([localeTree(locale, first)], {
    patchRoutesOnNavigation: ({ path, patch }) => {
      if (localeFromPath(path) !== locale) {
        if (otherBuilt) return;
        otherBuilt = true;
        patch(null, [localeTree(locale === 'km' ? 'en' : 'km')]);
        return;
      }
      if (restBuilt) return;
      restBuilt = true;
      patch(
        screensRouteId(locale),
        signedInScreens.filter((route) => !first.includes(route)),
      );
    },
  });
}
