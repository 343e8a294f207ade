import { useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { onSessionExpired } from '../lib/api';
import { ApiError } from '../lib/api-error';
import { localeFromPath } from '../lib/locale';
import { notifyOutside } from '../components/feedback';
import { clearLocalSession } from '../features/session/use-session';
import { createAppRouter } from './router';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again; a network blip may.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function App() {
  const [queryClient] = useState(makeQueryClient);
  const [router] = useState(createAppRouter);

  useEffect(
    () =>
      onSessionExpired(() => {
        // spec: portal §4 'Token' — a failed refresh logs out with "Session Expired!".
        clearLocalSession();
        queryClient.clear();
        notifyOutside(localeFromPath(window.location.pathname))?.error(new ApiError({ status: 401, code: 'sessionExpired' }));
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
