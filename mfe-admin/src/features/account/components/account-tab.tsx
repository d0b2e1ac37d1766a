import type { ReactNode } from 'react';
import { Card, useCurrentUser, useLanguage } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';
import { ChangePasswordForm } from './change-password-form';
import { Section, Heading, SubHeading } from '../../../lib/ui/layout';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
  }
`;

/** `security`: what the panel adds (the second factor's card; features never import each other). */
export function AccountTab({ security }: { security?: ReactNode }) {
  const t = useT();
  const { lang: language } = useLanguage();
  const { user } = useCurrentUser();
  return (
    <Section aria-labelledby="admin-account-title">
      <Heading id="admin-account-title">{t.account.title}</Heading>
      <Card $raised>
        <SubHeading>{t.account.profile}</SubHeading>
        <Details>
          <dt>{t.account.username}</dt>
          <dd>{user?.username}</dd>
          <dt>{t.account.role}</dt>
          <dd>{user ? roleLabel(t, user.role) : null}</dd>
          <dt>{t.account.lastLogin}</dt>
          <dd>{formatDateTime(user?.lastLoginAt, language, t.common.never)}</dd>
        </Details>
      </Card>
      <Card $raised>
        <ChangePasswordForm />
      </Card>
      {security}
    </Section>
  );
}
