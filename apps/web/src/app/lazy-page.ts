import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A screen route whose page is its own chunk: `load` imports the page's module, `name` is the page's
 * export in it.
 *
 *   lazyPage('settings/building', () => import('./building-pages'), 'BuildingListPage')
 */
export function lazyPage<K extends string>(path: string, load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject {
  return { path, lazy: () => load().then((m) => ({ Component: m[name] })) };
}
