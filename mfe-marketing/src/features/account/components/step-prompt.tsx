import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, CardTitle, useLogoutToHome } from 'shared-ui';
import { Container, Section } from '../../../lib/layout';
import { FormCard } from './form-card';

/**
 * A step owed after the password, before the member area (the second factor's code, the 18+ and
 * terms question): a narrow form whose heading takes the focus, its submit button and a way out
 * (sign out).
 */
export function StepPrompt({
  id,
  title,
  onSubmit,
  submit,
  submitDisabled,
  signOut,
  children,
}: {
  id: string;
  title: string;
  onSubmit: () => void;
  submit: string;
  submitDisabled: boolean;
  signOut: string;
  children: ReactNode;
}) {
  const { logout, pending } = useLogoutToHome();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Section>
      <Container>
        <Narrow
          as="form"
          aria-labelledby={id}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            onSubmit();
          }}
          noValidate
        >
          <CardTitle as="h1" id={id} tabIndex={-1} ref={heading}>
            {title}
          </CardTitle>
          {children}
          <Row>
            <Button type="submit" disabled={submitDisabled}>
              {submit}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={pending}
              onClick={() => void logout()}
            >
              {signOut}
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
