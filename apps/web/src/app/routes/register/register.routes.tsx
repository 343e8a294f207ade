import type { RouteObject } from 'react-router';

/** The public online-registration pages (portal §2 'Registration'), mounted by `router.tsx` outside the sign-in guard. */
export const registerRoutes: RouteObject[] = [];
