import { useMediaQuery } from './media-query';

/** The layout's phone breakpoint, the same as default-layout.css's `@media (max-width: 991px)`. */
const QUERY = '(max-width: 991px)';

/**
 * Whether the page is laid out for a phone: the side menu and the top bar's year and menu switchers are
 * hidden by CSS (`display: none`), the drawer has its own. Parts only a wider screen shows are not
 * rendered at all on a phone (issue 17: the hidden menu was a large part of a phone's first render).
 * Follows a resize or a turned phone live.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(QUERY);
}
