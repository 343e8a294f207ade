import { useMediaQuery } from './media-query';

/**
 * Whether the reader asked the system for less motion (WCAG 2.3.3): antd's zooms, slides and fades are
 * then turned off (`token.motion`), dialogs and menus appear at once. Follows a change of the setting live.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
