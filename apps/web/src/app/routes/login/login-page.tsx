import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined, BankOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../lib/api';
import { ApiError, errorText } from '../../../lib/api-error';
import { LIMITS, portalConfig } from '../../../lib/config';
import { sessionStore } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useLocale, useLocalePath } from '../../../lib/use-locale';
import { pickLocale } from '../../../lib/bilingual';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { brandingStore, normalizeColor, useBranding, type TBranding } from '../../../features/session/branding';
import { loginConfigQuery, type TLoginConfig } from '../../../features/session/api/session-queries';

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

/**
 * Login layout and /login (issue 3 'Sign-in and session'): school code → the school's branding from its
 * login configuration → username and password. Errors come from the server in both languages and are
 * shown in the current one.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const branding = useBranding();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const storedCode = localStorage.getItem(STORAGE_KEYS.schoolCode) ?? '';
  // The step follows the branding: a school whose configuration is loaded asks for the credentials.
  const step = branding?.clientKey ? 'credentials' : 'school';
  // After a logout the school code stays: its branding is fetched again without asking.
  const autoConfig = useQuery({ ...loginConfigQuery(storedCode), enabled: step === 'school' && Boolean(storedCode) });
  useEffect(() => {
    if (autoConfig.data && !brandingStore.get()) brandingStore.set(toBranding(autoConfig.data));
  }, [autoConfig.data]);
  const translate = (key: string) => t(key);

  const loadSchool = async (code: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const config = await queryClient.fetchQuery(loginConfigQuery(code.trim()));
      brandingStore.set(toBranding(config));
      localStorage.setItem(STORAGE_KEYS.schoolCode, config.schoolCode);
    } catch (e) {
      setError(e instanceof ApiError && e.status === 404 ? new Error(t('schoolNotFound')) : e);
    } finally {
      setBusy(false);
    }
  };

  const signIn = async (values: { username: string; password: string }) => {
    if (!branding?.clientKey) return;
    setBusy(true);
    setError(undefined);
    try {
      const client = { schoolCode: branding.schoolCode, clientKey: branding.clientKey };
      const answer = await api.signIn(client, values.username.trim(), values.password);
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
      setError(e);
      setBusy(false);
    }
  };

  const primary = branding?.primaryColor ?? LIMITS.defaultPrimaryColor;
  const schoolName = branding ? pickLocale(branding.name, branding.nameEn, locale) : t('common:appName');
  const message = error instanceof ApiError ? errorText(error, locale, translate) : error instanceof Error ? error.message : undefined;
  const background = branding?.backGroundWebUrl
    ? `center / cover no-repeat url(${JSON.stringify(branding.backGroundWebUrl)}), ${primary}`
    : `linear-gradient(135deg, ${primary} 0%, #3b0a18 100%)`;

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background }}>
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <LanguageSwitcher light />
      </header>
      <main style={{ flex: 1, display: 'grid', placeItems: 'center', padding: '8px 16px 24px' }}>
        <section
          aria-labelledby="login-title"
          style={{ width: '100%', maxWidth: 400, boxSizing: 'border-box', background: '#fff', borderRadius: 16, padding: '28px 24px', boxShadow: '0 12px 40px rgba(0,0,0,.25)' }}
        >
          <div style={{ textAlign: 'center', marginBottom: 20 }}>
            {branding?.logo ? (
              <img src={branding.logo} alt="" width={72} height={72} style={{ objectFit: 'contain', borderRadius: 12 }} />
            ) : (
              <img src="/favicon.svg" alt="" width={72} height={72} />
            )}
            <p style={{ margin: '12px 0 0', fontWeight: 600, fontSize: 16, color: '#262626' }} data-testid="login-school-name">
              {schoolName}
            </p>
            <h1 id="login-title" style={{ margin: '4px 0 0', fontSize: 22, fontWeight: 600, color: primary }}>
              {t('title')}
            </h1>
          </div>
          {message && <Alert type="error" title={message} showIcon style={{ marginBottom: 16 }} role="alert" data-testid="login-error" />}
          {step === 'school' ? (
            <Form layout="vertical" requiredMark={false} initialValues={{ schoolCode: storedCode }} onFinish={(v: { schoolCode: string }) => loadSchool(v.schoolCode)}>
              <p style={{ color: '#595959', marginTop: 0 }}>{t('schoolStepHint')}</p>
              <Form.Item name="schoolCode" label={t('schoolCode')} rules={[{ required: true, whitespace: true }]}>
                <Input prefix={<BankOutlined aria-hidden />} placeholder={t('schoolCodePlaceholder')} autoComplete="organization" size="large" autoFocus />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={busy}>
                {t('next')}
              </Button>
            </Form>
          ) : (
            <Form layout="vertical" requiredMark={false} onFinish={signIn}>
              <Form.Item name="username" label={t('username')} rules={[{ required: true, whitespace: true }]}>
                <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" size="large" autoFocus />
              </Form.Item>
              <Form.Item name="password" label={t('password')} rules={[{ required: true }]}>
                <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" size="large" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={busy}>
                {t('signIn')}
              </Button>
              <Button
                type="link"
                block
                style={{ marginTop: 8 }}
                onClick={() => {
                  localStorage.removeItem(STORAGE_KEYS.schoolCode);
                  brandingStore.set(undefined);
                  setError(undefined);
                }}
              >
                {t('changeSchool')} ({branding?.schoolCode})
              </Button>
            </Form>
          )}
        </section>
      </main>
      <footer style={{ textAlign: 'center', color: 'rgba(255,255,255,.85)', padding: 12, fontSize: 12 }}>
        {t('common:footer.copyright', { from: LIMITS.copyrightFrom, to: new Date().getFullYear() })} · {t('common:footer.version', { version: portalConfig.version })}
      </footer>
    </div>
  );
}
