import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, ROUTES, toast } from 'shared-ui';
import type { CurrentUser } from '@zak/contract';
import { useT } from '../../../i18n';
import { Muted } from '../../../lib/layout';
import { useExportAccount } from '../api/export-account';
import { DeleteAccountForm } from './delete-account-form';
import { PasswordForm } from './password-form';

/** GDPR: download my data, change my password, delete my account. */
export function MyDataSection({ user }: { user: CurrentUser }) {
  const t = useT();
  const d = t.account.data;
  const exporter = useExportAccount(user.username);
  return (
    <Wrapper aria-labelledby="account-data-title">
      <h2 id="account-data-title">{d.title}</h2>
      <Muted>
        {d.intro} <Link to={ROUTES.privacy}>{d.privacyLink}</Link>
      </Muted>
      <Button
        variant="secondary"
        disabled={exporter.isPending}
        onClick={() =>
          exporter.mutate(undefined, {
            onSuccess: () => toast.success(t.account.successTitle, d.exportDone),
            onError: () => toast.error(t.account.errorTitle, d.exportError),
          })
        }
      >
        {exporter.isPending ? d.exporting : d.export}
      </Button>
      <Forms>
        <PasswordForm username={user.username} />
        <DeleteAccountForm isAdmin={user.isAdmin || user.role === 'admin'} />
      </Forms>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xxl};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  a {
    color: ${({ theme }) => theme.color.text};
  }
`;
const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
`;
