import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  ROUTES,
  TextField,
  errorMessage,
  needsConsent,
  toast,
  useLanguage,
} from 'shared-ui';
import { useT } from '../../../i18n';
import {
  ConsentBoxes,
  NO_CONSENT,
  consentErrors,
  type ConsentErrors,
} from '../../../lib/consent-boxes';
import { FORGOT_PASSWORD_LINK, FORGOT_PASSWORD_PATH } from '../../../lib/recovery-link';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import {
  hasErrors,
  validateCredentials,
  type AuthMode,
  type CredentialErrors,
  type Credentials,
} from '../lib/validate-credentials';

const EMPTY: Credentials = { username: '', password: '' };

/** One form for both modes: login (default) and registration, switched by a text button. */
export function AuthForm() {
  const t = useT();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>('login');
  const [values, setValues] = useState<Credentials>(EMPTY);
  const [errors, setErrors] = useState<CredentialErrors>({});
  // Registration only: an optional email and the two boxes.
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(NO_CONSENT);
  const [consentProblems, setConsentProblems] = useState<ConsentErrors>({});
  const login = useLogin();
  const register = useRegister();
  const pending = login.isPending || register.isPending;
  const texts = mode === 'login' ? t.auth.login : t.auth.register;

  const switchMode = () => {
    setMode((m) => (m === 'login' ? 'register' : 'login'));
    setErrors({});
    setConsentProblems({});
  };

  const update = (field: keyof Credentials) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCredentials(mode, values);
    const missing = mode === 'register' ? consentErrors(consent) : {};
    setErrors(found);
    setConsentProblems(missing);
    if (hasErrors(found) || Object.keys(missing).length > 0) {
      const firstInvalid = found.username
        ? 'auth-username'
        : found.password
          ? 'auth-password'
          : missing.adult
            ? 'consent-adult'
            : 'consent-terms';
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    const body = { username: values.username.trim(), password: values.password };
    if (mode === 'login') {
      login.mutate(body, {
        onSuccess: (res) => {
          // Two-step verification on: not signed in yet. The account page asks for the code and
          // says "Connexion réussie" once it is accepted (second-factor-prompt.tsx).
          if (res.user.secondFactor === 'verify') {
            navigate(ROUTES.account);
            return;
          }
          toast.success(t.auth.toasts.loginSuccessTitle, t.auth.toasts.loginSuccessText);
          // A member who has not confirmed 18+ and the terms yet answers first (account page).
          navigate(needsConsent(res.user) ? ROUTES.account : '/');
        },
        onError: (error) =>
          toast.error(
            t.auth.toasts.loginErrorTitle,
            errorMessage(error, t.auth.toasts.loginErrorFallback),
          ),
      });
    } else {
      const registration = {
        ...body,
        ...(email.trim() ? { email: email.trim() } : {}),
        adult: true,
        acceptTerms: true,
      };
      register.mutate(registration, {
        onSuccess: (res) => {
          toast.success(
            t.auth.toasts.registerSuccessTitle,
            res?.message || t.auth.toasts.registerSuccessFallback,
          );
          setValues(EMPTY);
          setErrors({});
          setEmail('');
          setConsent(NO_CONSENT);
          setMode('login');
        },
        onError: (error) =>
          toast.error(
            t.auth.toasts.registerErrorTitle,
            errorMessage(error, t.auth.toasts.registerErrorFallback),
          ),
      });
    }
  };

  const errorText = (field: keyof Credentials) => {
    const key = errors[field];
    return key ? t.auth.errors[key] : undefined;
  };

  return (
    <Panel>
      <Title id="auth-title">{texts.title}</Title>
      <Subtitle>{texts.subtitle}</Subtitle>
      {mode === 'register' ? <Notice role="note">{t.auth.register.notice}</Notice> : null}
      <Form noValidate aria-labelledby="auth-title" onSubmit={onSubmit} aria-busy={pending}>
        <TextField
          id="auth-username"
          name="username"
          label={t.auth.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(e) => update('username')(e.target.value)}
          error={errorText('username')}
          disabled={pending}
          required
        />
        <TextField
          id="auth-password"
          name="password"
          type="password"
          label={t.auth.password}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          value={values.password}
          onChange={(e) => update('password')(e.target.value)}
          error={errorText('password')}
          disabled={pending}
          required
        />
        {mode === 'register' ? (
          <>
            <TextField
              id="auth-email"
              name="email"
              type="email"
              label={t.consent.email}
              hint={t.consent.emailHint}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={pending}
            />
            <ConsentBoxes
              values={consent}
              errors={consentProblems}
              disabled={pending}
              onChange={(next) => {
                setConsent(next);
                setConsentProblems((e) => ({
                  adult: next.adult ? undefined : e.adult,
                  terms: next.terms ? undefined : e.terms,
                }));
              }}
            />
          </>
        ) : null}
        <Button type="submit" block size="lg" disabled={pending}>
          {pending ? texts.pending : texts.submit}
        </Button>
      </Form>
      {/* One line each: side by side they read as one sentence on a desktop. */}
      <Links>
        {mode === 'login' ? (
          <Forgot to={FORGOT_PASSWORD_PATH}>{FORGOT_PASSWORD_LINK[lang]}</Forgot>
        ) : null}
        <Toggle type="button" onClick={switchMode} disabled={pending}>
          {texts.toggle}
        </Toggle>
      </Links>
    </Panel>
  );
}

const Panel = styled.section`
  position: relative;
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-family: ${({ theme }) => theme.font.heading};
`;
const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;
const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
const Links = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
`;
const Toggle = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  text-decoration: underline;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSize.md};
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
const Forgot = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.color.text};
`;
