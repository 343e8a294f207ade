import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { localeTree, screensFor } from './router';

/** Every full path of the tree's routes, as written ('/administration/student/:slug'). */
function paths(route: RouteObject, base = ''): string[] {
  const path = route.path ? `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : base;
  return [...(route.path ? [path] : []), ...(route.children ?? []).flatMap((child) => paths(child, path))];
}

/** The path of the deepest route that answers `pathname` ('' when none). */
function answer(tree: RouteObject, pathname: string): string {
  const matches = matchRoutes([tree], pathname) ?? [];
  return matches
    .map((m) => m.route.path ?? '')
    .filter(Boolean)
    .join('/')
    .replace(/\/+/g, '/');
}

describe('the first route tree (issue 17: only the screens that may answer the address)', () => {
  const full = localeTree('km');
  // Every screen's address, its parameters filled in, and addresses no screen has.
  const addresses = [
    ...new Set(
      paths(full).map((p) =>
        p
          .replace(/:(\w+)\?/g, 'x')
          .replace(/:\w+/g, '42')
          .replace(/\*$/, 'nowhere'),
      ),
    ),
    '/',
    '/nowhere',
    '/administration/nowhere',
    '/administration/student/42/extra',
    '/school-fee',
  ];

  it('answers every address with the same route as the whole tree', () => {
    expect(addresses.length).toBeGreaterThan(150);
    for (const address of addresses) {
      expect(answer(localeTree('km', screensFor(address)), address), address).toBe(answer(full, address));
    }
  });

  it('builds a small part of the screens for a screen deep in an area', () => {
    const all = paths(full).length;
    const first = paths(localeTree('km', screensFor('/administration/student/list'))).length;
    expect(first).toBeLessThan(all / 5);
    expect(answer(localeTree('km', screensFor('/administration/student/list')), '/administration/student/list')).toBe('/administration/student/list');
  });

  it('reads the English address without its prefix', () => {
    const en = localeTree('en', screensFor('/en/administration/student/list'));
    expect(answer(en, '/en/administration/student/list')).toBe('/en/administration/student/list');
    expect(answer(en, '/en/dashboard')).toBe('/en/*');
  });
});
