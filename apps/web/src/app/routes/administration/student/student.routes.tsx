import type { RouteObject } from 'react-router';

/** The screens of this area, mounted by `router.tsx` among the signed-in screens (each one its own chunk). */
export const studentRoutes: RouteObject[] = [];
