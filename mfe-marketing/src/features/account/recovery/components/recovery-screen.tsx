import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from 'shared-ui';
import styled from 'styled-components';

/** The frame of the recovery screens: a centred card with a heading and a link back. */
export function RecoveryScreen({
  title,
  back,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Screen>
      <Column>
        <BackLink to={back.to}>{back.label}</BackLink>
        <Panel>
          <Title id="recovery-title">{title}</Title>
          {children}
        </Panel>
      </Column>
    </Screen>
  );
}

const Screen = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  min-height: calc(100vh - ${({ theme }) => theme.headerHeight});
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
`;
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 460px;
`;
const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;
const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xxl};
`;
const BackLink = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  min-height: 44px;
  display: inline-flex;
  align-items: center;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Notice = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.color.success};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  text-decoration: underline;
`;
