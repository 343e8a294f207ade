import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { stripLocale } from '../../../lib/locale';
import { useLocalePath } from '../../../lib/use-locale';
import { clearLocalSession } from '../../../features/session/use-session';

type TKind = 'notFound' | 'unauthorized' | 'generic';

/**
 * The error pages of portal §2 'Error page': 404 with Back and Login links, 401 and any other error
 * with a Login link. On /login the Login link reloads the page; elsewhere it signs out first.
 */
export function ErrorView({ kind }: { kind: TKind }) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalePath();
  const onLogin = stripLocale(location.pathname) === '/login';
  const title = kind === 'notFound' ? t('error404') : kind === 'unauthorized' ? t('unauthorized') : t('errorOccurred');
  const hint = kind === 'notFound' ? t('error404Hint') : kind === 'unauthorized' ? t('unauthorizedHint') : t('errorOccurredHint');
  const status = kind === 'notFound' ? '404' : kind === 'unauthorized' ? '403' : '500';

  const loginLink =
    kind === 'notFound' ? (
      <Link key="login" to={to('/login')}>
        {t('login')}
      </Link>
    ) : (
      <Button
        key="login"
        type="link"
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
      </Button>
    );

  return (
    <main style={{ minHeight: '70vh', display: 'grid', placeItems: 'center', padding: 16 }} data-testid={`error-${kind}`}>
      <Result
        status={status}
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>}
        subTitle={hint}
        extra={[
          kind === 'notFound' ? (
            <Button key="back" type="primary" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(to('/')))}>
              {t('back')}
            </Button>
          ) : (
            <Button key="reload" type="primary" onClick={() => window.location.reload()}>
              {t('reload')}
            </Button>
          ),
          loginLink,
        ]}
      />
    </main>
  );
}

export function NotFoundPage() {
  return <ErrorView kind="notFound" />;
}
