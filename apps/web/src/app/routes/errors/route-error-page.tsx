import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { isChunkLoadError, reloadForChunkError } from '../../../lib/chunk-reload';
import { ErrorView } from './error-view';

/** Error boundary of every route: 404, 401/403, a failed chunk (reload once a minute) or generic. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForChunkError()) return null;
  const status = isRouteErrorResponse(error) ? error.status : error instanceof ApiError ? error.status : 500;
  if (status === 404) return <ErrorView kind="notFound" />;
  if (status === 401 || status === 403) return <ErrorView kind="unauthorized" />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorView kind="generic" />;
}
