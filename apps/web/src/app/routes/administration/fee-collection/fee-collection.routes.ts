import type { RouteObject } from 'react-router';

const pages = () => import('./fee-collection-pages');

/** The fee collection screens (issue 14), mounted by `router.tsx` among the signed-in screens. */
export const feeCollectionRoutes: RouteObject[] = [
  { path: 'administration/fee-collection', lazy: () => pages().then((m) => ({ Component: m.FeeCollectionPage })) },
  { path: 'administration/fee-collection/:slug', lazy: () => pages().then((m) => ({ Component: m.FeeInvoicePage })) },
];
