import { useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { onSessionExpired } from '../lib/api';
import { ApiError } from '../lib/api-error';
import { clearLocalSession, markSessionExpired } from '../features/auth/use-session';
import { academicYearsQuery, meQuery, permissionsQuery } from '../features/auth/api/session-queries';
import { sessionStore } from '../lib/session';
import type { createAppRouter } from './router';

function makeQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again; a network blip may.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  // A stored session (issue 17): the signed-in frame's lookups are asked with the page's first scripts, side
  // by side, instead of one after another once antd and the layout have arrived (each is read once: the
  // frame's queries find them fresh).
  if (sessionStore.get()) {
    void client.prefetchQuery(permissionsQuery());
    void client.prefetchQuery(meQuery());
    void client.prefetchQuery(academicYearsQuery());
  }
  return client;
}

/** The app with its router, made before the first render (main.tsx). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const [queryClient] = useState(makeQueryClient);

  useEffect(
    () =>
      onSessionExpired(() => {
        // spec: portal §4 'Token' — a failed refresh logs out; the sign-in page says "Session Expired!".
        markSessionExpired();
        clearLocalSession();
        queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
