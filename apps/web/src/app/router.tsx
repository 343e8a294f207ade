import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import type { TLocale } from '../lib/locale';
import { localizePath } from '../lib/locale';
import { LocaleRoot } from './locale-root';
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

/**
 * Every screen route, written once without the language prefix. `localeTree` mounts the list twice:
 * under `/` (Khmer) and under `/en` (English). Each screen is its own chunk (`lazy`).
 */
const signedInScreens: RouteObject[] = [
  // The guardian's child pages (portal 'Guardian view of a child'); 404 for anyone else.
  {
    element: <GuardianOnly />,
    children: [
      { path: 'children', lazy: () => import('./routes/children/children-pages').then((m) => ({ Component: m.ChildrenPage })) },
      { path: 'children/score', lazy: () => import('./routes/children/children-pages').then((m) => ({ Component: m.ChildScorePage })) },
      { path: 'children/attendance', lazy: () => import('./routes/children/children-pages').then((m) => ({ Component: m.ChildAttendancePage })) },
      { path: 'children/routine', lazy: () => import('./routes/children/children-pages').then((m) => ({ Component: m.ChildRoutinePage })) },
      { path: 'children/detail', lazy: () => import('./routes/children/children-pages').then((m) => ({ Component: m.ChildDetailPage })) },
      { path: 'children/misconduct', lazy: () => import('./routes/children/children-pages').then((m) => ({ Component: m.ChildMisconductPage })) },
      { path: 'children/healthCheck', lazy: () => import('./routes/children/children-pages').then((m) => ({ Component: m.ChildHealthPage })) },
      { path: 'children/changePassword', lazy: () => import('./routes/children/children-pages').then((m) => ({ Component: m.ChildPasswordPage })) },
    ],
  },
  { path: 'dashboard', lazy: () => import('./routes/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
  { path: 'profile', lazy: () => import('./routes/profile/profile-page').then((m) => ({ Component: m.ProfilePage })) },
  { path: 'profile/attendance', lazy: () => import('./routes/profile/my-attendance-page').then((m) => ({ Component: m.MyAttendancePage })) },
  { path: 'profile/score', lazy: () => import('./routes/profile/my-score-page').then((m) => ({ Component: m.MyScorePage })) },
  {
    path: 'settings/changePassword',
    lazy: () => import('./routes/settings/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
  },
  { path: 'setting', lazy: () => import('./routes/setting/setting-page').then((m) => ({ Component: m.SettingPage })) },
  { path: 'feedback', lazy: () => import('./routes/feedback/feedback-page').then((m) => ({ Component: m.FeedbackPage })) },
  { path: 'holiday', lazy: () => import('./routes/holiday/holiday-page').then((m) => ({ Component: m.HolidayPage })) },
  { path: 'attendance', lazy: () => import('./routes/attendance/attendance-page').then((m) => ({ Component: m.AttendancePage })) },
  { path: 'score', lazy: () => import('./routes/score/score-page').then((m) => ({ Component: m.ScorePage })) },
  { path: 'score/form', lazy: () => import('./routes/score/score-form-page').then((m) => ({ Component: m.ScoreFormPage })) },
  { path: 'score/results', lazy: () => import('./routes/score/score-results-page').then((m) => ({ Component: m.ScoreResultsPage })) },
  {
    path: 'score/confirmation',
    lazy: () => import('./routes/score/score-confirmation-page').then((m) => ({ Component: m.ScoreConfirmationPage })),
  },
  {
    path: 'attendance/confirm',
    lazy: () => import('./routes/attendance/attendance-confirm-page').then((m) => ({ Component: m.AttendanceConfirmPage })),
  },
  // comms (issue 16)
  { path: 'announcement', lazy: () => import('./routes/announcement/announcement-pages').then((m) => ({ Component: m.AnnouncementPage })) },
  {
    path: 'announcement/detail',
    lazy: () => import('./routes/announcement/announcement-pages').then((m) => ({ Component: m.AnnouncementDetailPage })),
  },
  { path: 'messages', lazy: () => import('./routes/message/message-page').then((m) => ({ Component: m.MessagePage })) },
  { path: 'feeds', lazy: () => import('./routes/feed/feed-page').then((m) => ({ Component: m.FeedPage })) },
  { path: 'leave-request', lazy: () => import('./routes/leave-request/leave-request-page').then((m) => ({ Component: m.LeaveRequestPage })) },
  { path: 'homeworks', lazy: () => import('./routes/homework/homework-pages').then((m) => ({ Component: m.HomeworkPage })) },
  { path: 'homeworks/detail', lazy: () => import('./routes/homework/homework-pages').then((m) => ({ Component: m.HomeworkDetailPage })) },
  { path: 'classroom', lazy: () => import('./routes/classroom/classroom-pages').then((m) => ({ Component: m.ClassroomPage })) },
  { path: 'classroom/detail', lazy: () => import('./routes/classroom/classroom-pages').then((m) => ({ Component: m.ClassroomDetailPage })) },
  { path: 'healthCheck', lazy: () => import('./routes/actor-health/actor-health-pages').then((m) => ({ Component: m.HealthCheckPage })) },
  { path: 'teachers/medical', lazy: () => import('./routes/actor-health/actor-health-pages').then((m) => ({ Component: m.TeacherMedicalPage })) },
  { path: 'teachers/medical/add', lazy: () => import('./routes/actor-health/actor-health-pages').then((m) => ({ Component: m.TeacherMedicalAddPage })) },
  // timetable (issue 12)
  { path: 'schedule', lazy: () => import('./routes/schedule/schedule-pages').then((m) => ({ Component: m.SchedulePage })) },
  { path: 'schedule/detail', lazy: () => import('./routes/schedule/schedule-pages').then((m) => ({ Component: m.ScheduleDetailPage })) },
  {
    path: 'schedule-management/schedule-arrangement',
    lazy: () => import('./routes/schedule/schedule-pages').then((m) => ({ Component: m.ScheduleArrangementPage })),
  },
  {
    path: 'schedule-management/employee-academic-code',
    lazy: () => import('./routes/schedule/schedule-pages').then((m) => ({ Component: m.AcademicCodePage })),
  },
  { path: 'contact', lazy: () => import('./routes/contact/contact-page').then((m) => ({ Component: m.ContactPage })) },
  {
    path: 'settings/permission',
    lazy: () => import('./routes/settings/permission-page').then((m) => ({ Component: m.PermissionPage })),
  },
  ...settingsRoutes,
  { path: 'school-fee/:slug?', lazy: () => import('./routes/school-fee/school-fee-page').then((m) => ({ Component: m.SchoolFeePage })) },
  { path: 'settings/payment', lazy: () => import('./routes/settings/fee/payment-setting-page').then((m) => ({ Component: m.PaymentSettingPage })) },
  ...studentRoutes,
  ...guardianRoutes,
  ...feeCollectionRoutes,
  ...employeeRoutes,
  ...employeeAttendanceRoutes,
  ...mobileAccountRoutes,
  ...applicantPageRoutes,
  {
    path: 'test',
    element: <DevelopmentOnly />,
    children: [
      { index: true, lazy: () => import('./routes/test/test-pages').then((m) => ({ Component: m.TestIndexPage })) },
      { path: 'table', lazy: () => import('./routes/test/test-pages').then((m) => ({ Component: m.TestTablePage })) },
      { path: 'advance-search', lazy: () => import('./routes/test/test-pages').then((m) => ({ Component: m.TestAdvanceSearchPage })) },
      { path: 'edit-table', lazy: () => import('./routes/test/test-pages').then((m) => ({ Component: m.TestEditTablePage })) },
      { path: 'input-control', lazy: () => import('./routes/test/test-pages').then((m) => ({ Component: m.TestInputControlPage })) },
      { path: 'typography', lazy: () => import('./routes/test/test-pages').then((m) => ({ Component: m.TestTypographyPage })) },
      { path: 'html', lazy: () => import('./routes/test/test-pages').then((m) => ({ Component: m.TestHtmlPage })) },
      { path: 'sample', lazy: () => import('./routes/test/test-pages').then((m) => ({ Component: m.TestSamplePage })) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function localeTree(locale: TLocale): RouteObject {
  return {
    path: locale === 'km' ? '/' : '/en',
    element: <LocaleRoot locale={locale} />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to={localizePath('/dashboard', locale)} replace /> },
          // The sign-in page is in the first bundle and uses no antd: it is every visitor's first page.
          { element: <GuestOnly />, children: [{ path: 'login', element: <LoginPage /> }] },
          {
            lazy: () => import('./antd-shell').then((m) => ({ Component: m.AntdShell })),
            children: [
              // portal §2 'Registration': public pages, open to anyone while the school's registration runs.
              ...registerRoutes,
              {
                element: <GuardianOnly />,
                children: [
                  {
                    path: 'access-mobile',
                    lazy: () => import('./routes/access-mobile/access-mobile-page').then((m) => ({ Component: m.AccessMobilePage })),
                  },
                ],
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
                            lazy: () => import('./layouts/default-layout').then((m) => ({ Component: m.DefaultLayout })),
                            children: signedInScreens,
                          },
                        ],
                      },
                      {
                        path: 'setup/initial-setup',
                        lazy: () => import('./routes/initial-setup/initial-setup-page').then((m) => ({ Component: m.InitialSetupPage })),
                      },
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
                lazy: () => import('./antd-shell').then((m) => ({ Component: m.AntdShell })),
                children: [
                  {
                    lazy: () => import('./layouts/default-layout').then((m) => ({ Component: m.DefaultLayout })),
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

export function createAppRouter() {
  return createBrowserRouter([localeTree('en'), localeTree('km')]);
}
