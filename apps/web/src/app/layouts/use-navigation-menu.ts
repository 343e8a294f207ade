import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocalePath } from '../../lib/use-locale';
import { STORAGE_KEYS } from '../../lib/storage';
import { stripLocale } from '../../lib/locale';
import { usePermissions } from '../../features/auth/use-session';
import { MENU_CODES, allowedMenus, firstPathOf, menuOfPath, type TMenuCode } from '../navigation';

const listeners = new Set<() => void>();
const read = (): TMenuCode => {
  const v = localStorage.getItem(STORAGE_KEYS.navigation);
  return MENU_CODES.includes(v as TMenuCode) ? (v as TMenuCode) : '001';
};
export function setNavigationMenu(code: TMenuCode) {
  localStorage.setItem(STORAGE_KEYS.navigation, code);
  listeners.forEach((l) => l());
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/**
 * The chosen menu (portal §4): kept in the browser and restored, default 001. A menu the user may not
 * switch to falls back to 001; opening a page of another allowed menu shows that menu.
 */
export function useNavigationMenu(): { menu: TMenuCode; allowed: TMenuCode[]; canSwitch: boolean; setMenu: (code: TMenuCode) => void } {
  const stored = useSyncExternalStore(subscribe, read);
  const permissions = usePermissions();
  const location = useLocation();
  const allowed = permissions.ready ? allowedMenus(permissions.has) : ['001' as TMenuCode];
  const menu = allowed.includes(stored) ? stored : '001';
  const path = stripLocale(location.pathname);
  const pathMenu = menuOfPath(path);
  const follow = permissions.ready && pathMenu && pathMenu !== menu && allowed.includes(pathMenu) ? pathMenu : undefined;
  // The menu shown already follows the page (`follow ?? menu` below): it is only kept for the next visit, without
  // telling the store's readers. Told, they rendered the whole frame again at once, in the commit of the page's first
  // render (issue 17, ADR 14: a synchronous render of the layout on a cold load of any page outside menu 001, about
  // 130 ms of that commit in Chromium slowed 4×), to show the menu they already showed.
  useEffect(() => {
    if (follow) localStorage.setItem(STORAGE_KEYS.navigation, follow);
  }, [follow]);
  const navigate = useNavigate();
  const to = useLocalePath();
  /** Choosing a menu opens its first screen, so the page shown and the menu agree (from any page). */
  const setMenu = (code: TMenuCode) => {
    setNavigationMenu(code);
    const target = firstPathOf(code, permissions.has);
    if (target && menuOfPath(path) !== code) navigate(to(target));
  };
  return { menu: follow ?? menu, allowed, canSwitch: permissions.ready && permissions.has('SWITCH_NAVIGATION') && allowed.length > 1, setMenu };
}
