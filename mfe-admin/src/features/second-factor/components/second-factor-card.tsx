import { useState, type FormEvent } from 'react';
import { Button, Card, TextField, errorMessage } from 'shared-ui';
import styled from 'styled-components';
import { QueryState } from '../../../lib/ui/query-state';
import { SubHeading } from '../../../lib/ui/layout';
import { useNewRecoveryCodes, useSecondFactorStatus } from '../api/second-factor';
import { useSecondFactorTexts } from '../texts';
import { RecoveryCodeList } from './recovery-code-list';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    dd + dt {
      margin-top: ${({ theme }) => theme.space.xs};
    }
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 420px;
`;

/**
 * "Mon compte": the administrator's second factor (its state, whether it is required, the
 * recovery codes left) and new recovery codes, shown once, for the current password.
 */
export function SecondFactorCard() {
  const t = useSecondFactorTexts();
  const status = useSecondFactorStatus();
  const renew = useNewRecoveryCodes();
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    renew.mutate(password, {
      onSuccess: (answer) => {
        setPassword('');
        setCodes(answer.recoveryCodes);
      },
    });
  };

  return (
    <Card $raised as="section" aria-labelledby="admin-2fa-title">
      <SubHeading id="admin-2fa-title">{t.cardTitle}</SubHeading>
      <QueryState
        isPending={status.isPending}
        isError={status.isError && !status.data}
        onRetry={() => void status.refetch()}
      >
        {status.data && (
          <Details>
            <dt>{t.stateLabel}</dt>
            <dd>{status.data.enrolled ? t.stateOn : t.stateOff}</dd>
            <dt>{t.requiredLabel}</dt>
            <dd>{status.data.required ? t.requiredYes : t.requiredNo}</dd>
            <dt>{t.codesLeftLabel}</dt>
            <dd>{status.data.recoveryCodesLeft}</dd>
          </Details>
        )}
      </QueryState>
      {codes ? (
        <>
          <p role="status">{t.renewed}</p>
          <RecoveryCodeList codes={codes}>
            <Button type="button" onClick={() => setCodes(null)}>
              {t.hideCodes}
            </Button>
          </RecoveryCodeList>
        </>
      ) : (
        status.data?.enrolled && (
          <Form onSubmit={submit} noValidate>
            <p>{t.renewIntro}</p>
            <TextField
              label={t.renewPassword}
              type="password"
              autoComplete="current-password"
              value={password}
              error={renew.isError ? errorMessage(renew.error, t.renewFailed) : null}
              onChange={(event) => setPassword(event.target.value)}
            />
            <div>
              <Button type="submit" disabled={!password || renew.isPending}>
                {renew.isPending ? t.renewing : t.renew}
              </Button>
            </div>
          </Form>
        )
      )}
    </Card>
  );
}
