import './error-view.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { stripLocale } from '../../../lib/locale';
import { useDigits, useLocalePath } from '../../../lib/use-locale';
import { clearLocalSession } from '../../../features/auth/use-session';

type TKind = 'notFound' | 'unauthorized' | 'generic';

/**
 * The error pages of portal §2 'Error page': 404 with Back and Login links, 401 and any other error
 * with a Login link. On /login the Login link reloads the page; elsewhere it signs out first.
 * Plain markup (no antd), so a 404 or an error costs no extra download.
 */
/** `inLayout`: shown inside the signed-in layout (its menu stays), with a link to the dashboard instead of Login. */
export function ErrorView({ kind, inLayout = false }: { kind: TKind; inLayout?: boolean }) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalePath();
  const digits = useDigits();
  const onLogin = stripLocale(location.pathname) === '/login';
  const title = kind === 'notFound' ? t('error404') : kind === 'unauthorized' ? t('unauthorized') : t('errorOccurred');
  const hint = kind === 'notFound' ? t('error404Hint') : kind === 'unauthorized' ? t('unauthorizedHint') : t('errorOccurredHint');
  const code = kind === 'notFound' ? '404' : kind === 'unauthorized' ? '401' : '500';

  return (
    <main className={inLayout ? 'error-page error-page-in-layout' : 'error-page'} data-testid={`error-${kind}`} data-path={location.pathname}>
      <div>
        <p className="error-code" aria-hidden>
          {digits(code)}
        </p>
        <h1>{title}</h1>
        <p>{hint}</p>
        <div className="error-actions">
          {kind === 'notFound' ? (
            <button type="button" className="primary" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(to('/')))}>
              {t('back')}
            </button>
          ) : (
            <button type="button" className="primary" onClick={() => window.location.reload()}>
              {t('reload')}
            </button>
          )}
          {kind === 'notFound' && inLayout ? (
            <Link to={to('/dashboard')} data-testid="error-home">
              {t('home')}
            </Link>
          ) : kind === 'notFound' ? (
            <Link to={to('/login')}>{t('login')}</Link>
          ) : (
            <button
              type="button"
              onClick={() => {
                if (onLogin) {
                  window.location.reload();
                  return;
                }
                clearLocalSession();
                window.location.assign(to('/login'));
              }}
            >
              {t('login')}
            </button>
          )}
        </div>
      </div>
    </main>
  );
}

export function NotFoundPage() {
  return <ErrorView kind="notFound" />;
}
