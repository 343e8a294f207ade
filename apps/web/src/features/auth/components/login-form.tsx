import './login.css';
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../lib/api';
import { ApiError, errorText } from '../../../lib/api-error';
import { LIMITS, portalConfig } from '../../../lib/config';
import { sessionStore } from '../../../lib/session';
import { STORAGE_KEYS, removeKeys } from '../../../lib/storage';
import { useLocale, useLocalePath } from '../../../lib/use-locale';
import { pickLocale } from '../../../lib/bilingual';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { brandingStore, normalizeColor, useBranding, type TBranding } from '../branding';
import { loginConfigQuery, type TLoginConfig } from '../api/session-queries';
import { takeSessionExpiredNotice } from '../use-session';

function toBranding(config: TLoginConfig): TBranding {
  return {
    schoolCode: config.schoolCode,
    name: config.name,
    nameEn: config.nameEn,
    logo: config.logo,
    backGroundWebUrl: config.backGroundWebUrl,
    primaryColor: normalizeColor(config.primaryColor),
    isOnlineRegistrationAvailable: config.isOnlineRegistrationAvailable,
    clientKey: config.clientSecret,
  };
}

type TFieldProps = {
  id: string;
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => React.ReactNode;
};

function Field({ id, label, error, children }: TFieldProps) {
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && (
        <div className="login-field-error" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * Login layout and /login (issue 3 'Sign-in and session'): school code → the school's branding from its
 * login configuration → username and password. Server errors come in both languages and are shown in
 * the current one. Plain HTML and CSS: this page must stay within its JavaScript budget.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const branding = useBranding();
  const [error, setError] = useState<string | undefined>(() => (takeSessionExpiredNotice() ? t('errors:sessionExpired') : undefined));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const storedCode = localStorage.getItem(STORAGE_KEYS.schoolCode) ?? '';
  const translate = (key: string) => t(key);
  const required = (label: string) => t('validation:required').replace('${label}', label);

  // The step follows the branding: a school whose configuration is loaded asks for the credentials.
  const step = branding?.clientKey ? 'credentials' : 'school';
  // After a logout the school code stays: its branding is fetched again without asking.
  const autoConfig = useQuery({ ...loginConfigQuery(storedCode), enabled: step === 'school' && Boolean(storedCode) });
  useEffect(() => {
    if (autoConfig.data && !brandingStore.get()) brandingStore.set(toBranding(autoConfig.data));
  }, [autoConfig.data]);

  const describe = (e: unknown) => (e instanceof ApiError && e.status === 404 ? t('schoolNotFound') : errorText(e, locale, translate));

  const loadSchool = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('schoolCode') ?? '').trim();
    if (!code) return setFieldErrors({ schoolCode: required(t('schoolCode')) });
    setFieldErrors({});
    setBusy(true);
    setError(undefined);
    try {
      const config = await queryClient.fetchQuery(loginConfigQuery(code));
      localStorage.setItem(STORAGE_KEYS.schoolCode, config.schoolCode);
      brandingStore.set(toBranding(config));
    } catch (e) {
      setError(describe(e));
    } finally {
      setBusy(false);
    }
  };

  const signIn = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!branding?.clientKey) return;
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const missing: Record<string, string> = {};
    if (!username) missing.username = required(t('username'));
    if (!password) missing.password = required(t('password'));
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    setError(undefined);
    try {
      const client = { schoolCode: branding.schoolCode, clientKey: branding.clientKey };
      const answer = await api.signIn(client, username, password);
      // spec: portal §4 — after login the schedule and score selections start empty.
      removeKeys([STORAGE_KEYS.scheduleSelection, STORAGE_KEYS.scoreSelection]);
      sessionStore.set({
        ...client,
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
        mustChangePassword: answer.MustChangePassword ?? false,
      });
      const next = params.get('next');
      const safeNext = next && next.startsWith('/') && !next.startsWith('//') ? next : undefined;
      navigate(to(answer.MustChangePassword ? '/settings/changePassword' : (safeNext ?? '/dashboard')), { replace: true });
    } catch (e) {
      setError(describe(e));
      setBusy(false);
    }
  };

  const primary = branding?.primaryColor ?? LIMITS.defaultPrimaryColor;
  const schoolName = branding ? pickLocale(branding.name, branding.nameEn, locale) : t('common:appName');
  const background = branding?.backGroundWebUrl
    ? `center / cover no-repeat url(${JSON.stringify(branding.backGroundWebUrl)}), ${primary}`
    : `linear-gradient(135deg, ${primary} 0%, #3b0a18 100%)`;

  return (
    <div className="login-page" style={{ background, ['--brand' as string]: primary }}>
      <header className="login-top">
        <LanguageSwitcher light />
      </header>
      <main className="login-main">
        <section className="login-card" aria-labelledby="login-title">
          <div className="login-head">
            <img src={branding?.logo || '/favicon.svg'} alt="" width={72} height={72} />
            <p className="login-school" data-testid="login-school-name">
              {schoolName}
            </p>
            <h1 id="login-title">{t('title')}</h1>
          </div>
          {error && (
            <div className="login-alert" role="alert" data-testid="login-error">
              {error}
            </div>
          )}
          {step === 'school' ? (
            <form onSubmit={loadSchool} noValidate>
              <p className="login-hint">{t('schoolStepHint')}</p>
              <Field id="schoolCode" label={t('schoolCode')} error={fieldErrors.schoolCode}>
                {(p) => (
                  <input
                    {...p}
                    name="schoolCode"
                    defaultValue={storedCode}
                    placeholder={t('schoolCodePlaceholder')}
                    autoComplete="organization"
                    autoCapitalize="characters"
                    autoFocus
                  />
                )}
              </Field>
              <button type="submit" className="login-submit" disabled={busy}>
                {t('next')}
              </button>
            </form>
          ) : (
            <form onSubmit={signIn} noValidate>
              <Field id="username" label={t('username')} error={fieldErrors.username}>
                {(p) => <input {...p} name="username" autoComplete="username" autoCapitalize="none" autoFocus />}
              </Field>
              <Field id="password" label={t('password')} error={fieldErrors.password}>
                {(p) => (
                  <div className="login-password">
                    <input {...p} name="password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" />
                    <button type="button" onClick={() => setShowPassword((v) => !v)} aria-pressed={showPassword}>
                      {showPassword ? t('hidePassword') : t('showPassword')}
                    </button>
                  </div>
                )}
              </Field>
              <button type="submit" className="login-submit" disabled={busy}>
                {t('signIn')}
              </button>
              <button
                type="button"
                className="login-link"
                onClick={() => {
                  localStorage.removeItem(STORAGE_KEYS.schoolCode);
                  brandingStore.set(undefined);
                  setError(undefined);
                }}
              >
                {t('changeSchool')} ({branding?.schoolCode})
              </button>
            </form>
          )}
          {branding?.isOnlineRegistrationAvailable && (
            <Link className="login-register" to={`${to('/register')}?schoolCode=${encodeURIComponent(branding.schoolCode)}`} data-testid="login-register-link">
              {t('onlineRegistration')}
            </Link>
          )}
        </section>
      </main>
      <footer className="login-footer">
        {t('common:footer.copyright', { from: LIMITS.copyrightFrom, to: new Date().getFullYear() })} ·{' '}
        {t('common:footer.version', { version: portalConfig.version })}
      </footer>
    </div>
  );
}
