import { useQueryClient } from '@tanstack/react-query';
import type { TotpEnrolment } from '@zak/contract';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  CURRENT_USER_KEY,
  Card,
  TextField,
  brand,
  errorMessage,
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
import { RecoveryCodeList } from './recovery-code-list';

// The panel's own look before the panel opens: its background and palette (dark or light), the
// brand over a raised card, as the panel's tabs show theirs.
const Page = styled.div`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  min-height: 100vh;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  color-scheme: ${({ theme }) => theme.mode};
`;

const Brand = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const StepCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 460px;
`;

/** One step: the brand, then the step in a raised card. */
function Step({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Brand>{brand.name} · Administration</Brand>
      <StepCard as="section" $raised aria-labelledby="second-factor-title">
        {children}
      </StepCard>
    </Page>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

// Focused by script when a step appears (screen readers announce it); not a control, so no ring.
const Title = styled.h1`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xl};
  margin: 0;
  &:focus {
    outline: none;
  }
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
    <Step>
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
    </Step>
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
  return (
    <Step>
      <Title id="second-factor-title" tabIndex={-1} ref={heading}>
        {t.codesTitle}
      </Title>
      <Text>{t.codesIntro}</Text>
      <RecoveryCodeList codes={codes}>
        <Button type="button" disabled={leaving} onClick={() => void done()}>
          {t.done}
        </Button>
      </RecoveryCodeList>
    </Step>
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
    <Step>
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
    </Step>
  );
}
