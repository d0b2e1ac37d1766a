import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, CardTitle, TextField, errorMessage, toast, useLogoutToHome } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../../i18n';
import { Container, Section } from '../../../../lib/layout';
import { FormCard } from '../../components/form-card';
import { useVerifySecondFactor } from '../api/second-factor';
import { useSecondFactorT } from '../second-factor-texts';

/** After the password, a member with two-step verification on gives a code (or a recovery code). */
export function SecondFactorPrompt() {
  const t = useSecondFactorT();
  const { toasts } = useT().auth;
  const verify = useVerifySecondFactor();
  const { logout, pending } = useLogoutToHome();
  const [code, setCode] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify.mutate(code.trim(), {
      // The sign-in's success, said once the second step is passed (not after the password).
      onSuccess: () => toast.success(toasts.loginSuccessTitle, toasts.loginSuccessText),
      onError: () => setCode(''),
    });
  };

  return (
    <Section>
      <Container>
        <Narrow as="form" aria-labelledby="account-2fa-prompt" onSubmit={onSubmit} noValidate>
          <CardTitle as="h1" id="account-2fa-prompt" tabIndex={-1} ref={heading}>
            {t.promptTitle}
          </CardTitle>
          <p>{t.promptIntro}</p>
          <TextField
            label={t.promptCode}
            name="one-time-code"
            autoComplete="one-time-code"
            maxLength={40}
            value={code}
            error={verify.isError ? errorMessage(verify.error, t.failed) : null}
            onChange={(e) => setCode(e.target.value)}
          />
          <Row>
            <Button type="submit" disabled={!code.trim() || verify.isPending}>
              {verify.isPending ? t.working : t.verify}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={pending}
              onClick={() => void logout()}
            >
              {t.signOut}
            </Button>
          </Row>
        </Narrow>
      </Container>
    </Section>
  );
}

const Narrow = styled(FormCard)`
  max-width: 460px;
  margin: 0 auto;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
