import fs from 'node:fs';

/**
 * Debian's Chromium, never a downloaded browser (DESIGN 'Tests and CI'): its old headless shell
 * (`chromium-headless-shell`, no browser window behind the page: a quarter less CPU per test here) when
 * installed, else the browser itself; E2E_CHROMIUM names another.
 */
export function chromiumPath(): string {
  if (process.env.E2E_CHROMIUM) return process.env.E2E_CHROMIUM;
  return fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';
}
