import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/app.css';
import { initI18n } from './lib/i18n';
import { resolveInitialLocation } from './lib/locale';
import { installChunkReloadGuard } from './lib/chunk-reload';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { keepStartScreen } from './app/start-screen';

// First visit: an unprefixed URL moves to /en when the cookie (or, with none, the browser) prefers English.
const initial = resolveInitialLocation(window.location.pathname, document.cookie, navigator.languages ?? [navigator.language]);
if (initial.redirectTo) window.history.replaceState(null, '', `${initial.redirectTo}${window.location.search}${window.location.hash}`);
document.documentElement.lang = initial.locale;
initI18n(initial.locale);
installChunkReloadGuard();

const root = document.getElementById('root')!;
keepStartScreen(root);
// The router is made first, in a task of its own (issue 17): it ranks the routes that may answer the address and starts
// loading their chunks, so those requests leave before React's first render rather than after it, and a phone's main
// thread gets breaks between this module's run, the router and the first render instead of one long task (Lighthouse's
// blocking time counts each task's time over 50 ms).
setTimeout(() => {
  const router = createAppRouter();
  setTimeout(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
});
