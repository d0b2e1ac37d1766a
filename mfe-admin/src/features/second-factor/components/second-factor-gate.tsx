import { useQueryClient } from '@tanstack/react-query';
import type { TotpEnrolment } from '@zak/contract';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  CURRENT_USER_KEY,
  TextField,
  errorMessage,
  toast,
  useCurrentUser,
  useLogoutToHome,
} from 'shared-ui';
import styled from 'styled-components';
import {
  useConfirmEnrolment,
  useStartEnrolment,
  useVerifySecondFactor,
} from '../api/second-factor';
import { useSecondFactorTexts, type SecondFactorTexts } from '../texts';

const Page = styled.main`
  display: grid;
  justify-items: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  min-height: 100vh;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
`;

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 460px;
  align-content: start;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.xl};
  margin: 0;
`;

const Text = styled.p`
  margin: 0;
`;

const Qr = styled.img`
  width: 200px;
  height: 200px;
  background: #fff;
  justify-self: center;
`;

const Key = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  word-break: break-all;
  font-size: ${({ theme }) => theme.fontSize.md};
  letter-spacing: 0.08em;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding-left: 1.5rem;
  font-family: monospace;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Focuses the step's heading when it appears, so screen readers announce the new step. */
function useStepFocus<T extends HTMLElement>(step: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), [step]);
  return ref;
}

/** The panel once the session passed its second step; before, the enrolment or the code prompt. */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodesStep codes={codes} onDone={() => setCodes(null)} />;
  if (user?.secondFactor === 'enrol') return <EnrolmentStep onCodes={setCodes} />;
  if (user?.secondFactor === 'verify') return <CodeStep />;
  return <>{children}</>;
}

function SignOut({ t }: { t: SecondFactorTexts }) {
  const { logout, pending } = useLogoutToHome();
  return (
    <Button type="button" variant="secondary" disabled={pending} onClick={() => void logout()}>
      {t.signOut}
    </Button>
  );
}

function EnrolmentStep({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const t = useSecondFactorTexts();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [password, setPassword] = useState('');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const heading = useStepFocus<HTMLHeadingElement>(enrolment);

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(password, {
      onSuccess: (answer) => {
        setPassword('');
        setEnrolment(answer);
      },
    });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), { onSuccess: (answer) => onCodes(answer.recoveryCodes) });
  };

  return (
    <Page>
      <Card aria-labelledby="second-factor-title">
        <Title id="second-factor-title" tabIndex={-1} ref={heading}>
          {enrolment ? t.scanTitle : t.enrolTitle}
        </Title>
        {!enrolment ? (
          <Form onSubmit={submitPassword} noValidate>
            <Text>{t.enrolIntro}</Text>
            <TextField
              id="second-factor-password"
              label={t.currentPassword}
              type="password"
              autoComplete="current-password"
              value={password}
              error={start.isError ? errorMessage(start.error, t.failed) : null}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Row>
              <Button type="submit" disabled={!password || start.isPending}>
                {t.continue}
              </Button>
              <SignOut t={t} />
            </Row>
          </Form>
        ) : (
          <Form onSubmit={submitCode} noValidate>
            <Text>{t.scanIntro}</Text>
            <Qr src={enrolment.qrCode} alt={t.qrAlt} width={200} height={200} />
            <div>
              <Text id="second-factor-key-label">{t.keyLabel}</Text>
              <Key aria-labelledby="second-factor-key-label" data-testid="totp-key">
                {enrolment.secret}
              </Key>
            </div>
            <TextField
              id="second-factor-code"
              label={t.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              error={confirm.isError ? errorMessage(confirm.error, t.failed) : null}
              onChange={(event) => setCode(event.target.value)}
            />
            <Row>
              <Button type="submit" disabled={code.trim().length !== 6 || confirm.isPending}>
                {confirm.isPending ? t.working : t.confirm}
              </Button>
              <SignOut t={t} />
            </Row>
          </Form>
        )}
      </Card>
    </Page>
  );
}

function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useSecondFactorTexts();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  // The session passed its second step: the current user is read again, then the panel shows.
  const done = async () => {
    setLeaving(true);
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    onDone();
  };
  const heading = useStepFocus<HTMLHeadingElement>(codes);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success({ title: t.copied, description: t.codesLabel });
    } catch {
      // The codes stay on screen to copy by hand.
    }
  };
  return (
    <Page>
      <Card aria-labelledby="second-factor-title">
        <Title id="second-factor-title" tabIndex={-1} ref={heading}>
          {t.codesTitle}
        </Title>
        <Text>{t.codesIntro}</Text>
        <Codes aria-label={t.codesLabel}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <Row>
          <Button type="button" variant="secondary" onClick={() => void copy()}>
            {t.copyCodes}
          </Button>
          <Button type="button" disabled={leaving} onClick={() => void done()}>
            {t.done}
          </Button>
        </Row>
      </Card>
    </Page>
  );
}

function CodeStep() {
  const t = useSecondFactorTexts();
  const queryClient = useQueryClient();
  const verify = useVerifySecondFactor();
  const [code, setCode] = useState('');
  const heading = useStepFocus<HTMLHeadingElement>('verify');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(code.trim(), {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      onError: () => setCode(''),
    });
  };
  return (
    <Page>
      <Card aria-labelledby="second-factor-title">
        <Title id="second-factor-title" tabIndex={-1} ref={heading}>
          {t.verifyTitle}
        </Title>
        <Form onSubmit={submit} noValidate>
          <Text>{t.verifyIntro}</Text>
          <TextField
            id="second-factor-verify"
            label={t.verifyCode}
            autoComplete="one-time-code"
            maxLength={40}
            value={code}
            error={verify.isError ? errorMessage(verify.error, t.failed) : null}
            onChange={(event) => setCode(event.target.value)}
          />
          <Row>
            <Button type="submit" disabled={!code.trim() || verify.isPending}>
              {verify.isPending ? t.working : t.verify}
            </Button>
            <SignOut t={t} />
          </Row>
        </Form>
      </Card>
    </Page>
  );
}
