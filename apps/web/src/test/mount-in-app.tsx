import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../lib/i18n';
import { LocaleContext } from '../lib/use-locale';

/**
 * Renders `element` for a component test in the app's providers, written once: the catalogs in English, the
 * page's language, a query client that does not retry, a router and antd's App, in a new container of the
 * page. The caller unmounts `root` (and removes `container`) after the test.
 */
export function mountInApp(element: ReactElement) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const i18n = initI18n('en');
  void i18n.changeLanguage('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRoot(container);
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <LocaleContext.Provider value="en">
          <QueryClientProvider client={queryClient}>
            <MemoryRouter>
              <App>{element}</App>
            </MemoryRouter>
          </QueryClientProvider>
        </LocaleContext.Provider>
      </I18nextProvider>,
    ),
  );
  return { container, root };
}
