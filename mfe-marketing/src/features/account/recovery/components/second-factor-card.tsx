import type { TotpEnrolment } from '@zak/contract';
import { useState, type FormEvent } from 'react';
import { Badge, Button, CardTitle, TextField, errorMessage, toast } from 'shared-ui';
import styled from 'styled-components';
import { FormCard } from '../../components/form-card';
import {
  useConfirmEnrolment,
  useNewRecoveryCodes,
  useRefreshSecondFactor,
  useRemoveSecondFactor,
  useSecondFactorStatus,
  useStartEnrolment,
} from '../api/second-factor';
import { useSecondFactorT } from '../second-factor-texts';

/**
 * Two-step verification on the account page: turn it on (current password, QR code and key, first
 * code, recovery codes shown once), new recovery codes, turn it off (not for administrators).
 */
export function SecondFactorCard({ username }: { username: string }) {
  const t = useSecondFactorT();
  const status = useSecondFactorStatus();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const renew = useNewRecoveryCodes();
  const remove = useRemoveSecondFactor();
  const refresh = useRefreshSecondFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const fail = (err: unknown) => toast.error(t.error, errorMessage(err, t.failed));
  const busy = start.isPending || confirm.isPending || renew.isPending || remove.isPending;
  const current = status.data;

  const onPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current) return;
    if (!current.enrolled) {
      start.mutate(password, { onSuccess: setEnrolment, onError: fail });
    } else {
      renew.mutate(password, { onSuccess: (res) => setCodes(res.recoveryCodes), onError: fail });
    }
    setPassword('');
  };
  const onCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(code.trim(), {
      onSuccess: (res) => {
        setEnrolment(null);
        setCode('');
        setCodes(res.recoveryCodes);
        toast.success(t.success, res.message);
      },
      onError: fail,
    });
  };

  if (codes) {
    return (
      <FormCard aria-labelledby="account-2fa-title">
        <CardTitle as="h3" id="account-2fa-title">
          {t.codesTitle}
        </CardTitle>
        <p>{t.codesIntro}</p>
        <Codes aria-label={t.codesTitle}>
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Codes>
        <Button
          type="button"
          onClick={() => {
            setCodes(null);
            void refresh();
          }}
        >
          {t.codesDone}
        </Button>
      </FormCard>
    );
  }

  if (enrolment) {
    return (
      <FormCard as="form" aria-labelledby="account-2fa-title" onSubmit={onCode} noValidate>
        <CardTitle as="h3" id="account-2fa-title">
          {t.title}
        </CardTitle>
        <p>{t.scan}</p>
        <Qr src={enrolment.qrCode} alt={t.qrAlt} width={180} height={180} />
        <p id="account-2fa-key-label">{t.keyLabel}</p>
        <Key aria-labelledby="account-2fa-key-label">{enrolment.secret}</Key>
        <TextField
          label={t.code}
          name="one-time-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Row>
          <Button type="submit" disabled={code.trim().length !== 6 || busy}>
            {confirm.isPending ? t.working : t.confirm}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setEnrolment(null)}>
            {t.cancel}
          </Button>
        </Row>
      </FormCard>
    );
  }

  return (
    <FormCard as="form" aria-labelledby="account-2fa-title" onSubmit={onPassword} noValidate>
      <CardTitle as="h3" id="account-2fa-title">
        {t.title}{' '}
        {current ? (
          <Badge $tone={current.enrolled ? 'success' : 'warning'}>
            {current.enrolled ? t.on : t.off}
          </Badge>
        ) : null}
      </CardTitle>
      <Hint>{t.why}</Hint>
      {current?.required ? <Hint>{t.required}</Hint> : null}
      {current?.enrolled ? (
        <p>{t.codesLeft.replace('{count}', String(current.recoveryCodesLeft))}</p>
      ) : null}
      <input type="text" name="username" autoComplete="username" value={username} hidden readOnly />
      <TextField
        label={t.currentPassword}
        type="password"
        name="2fa-current-password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={busy}
      />
      <Row>
        <Button type="submit" disabled={!password || !current || busy}>
          {current?.enrolled ? t.newCodes : t.enable}
        </Button>
        {current?.enrolled && !current.required ? (
          <Button
            type="button"
            variant="secondary"
            disabled={!password || busy}
            onClick={() => {
              remove.mutate(password, {
                onSuccess: (res) => toast.success(t.success, res.message),
                onError: fail,
              });
              setPassword('');
            }}
          >
            {t.disable}
          </Button>
        ) : null}
      </Row>
    </FormCard>
  );
}

const Hint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
const Qr = styled.img`
  background: #fff;
  align-self: center;
`;
const Key = styled.code`
  overflow-wrap: anywhere;
  letter-spacing: 0.08em;
`;
const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: 1.5rem;
  font-family: monospace;
`;
