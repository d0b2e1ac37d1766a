import { Link } from 'react-router';
import styled from 'styled-components';
import {
  ButtonLink,
  Card,
  CardTitle,
  ROUTES,
  useCurrentUser,
  type ChatAccessReason,
} from 'shared-ui';
import { useT } from '../i18n';
import { ShopButton } from './external-link';

/** What a member without AI access can do: subscribe (the shop, new tab) or contact us. */
export function AccessActions() {
  const t = useT();
  return (
    <Actions>
      <ShopButton variant="secondary">{t.access.subscribe}</ShopButton>
      <ButtonLink as={Link} to={ROUTES.contact} $variant="ghost">
        {t.access.contact}
      </ButtonLink>
    </Actions>
  );
}

/** Why a member has no AI access (pending or expired); `lead` goes first (the account's end date). */
export function AccessReasonText({
  reason,
  id,
  lead,
}: {
  reason: ChatAccessReason;
  id?: string;
  lead?: string;
}) {
  const t = useT();
  return <p id={id}>{lead ? `${lead} ${t.access[reason].text}` : t.access[reason].text}</p>;
}

/**
 * The sign-in screen's explanation when the chat sent a signed-in member without access there;
 * nothing for a visitor who is not signed in, or whose access is on by now.
 */
export function AccessNotice({ reason }: { reason: ChatAccessReason }) {
  const t = useT();
  const { user } = useCurrentUser();
  if (!user || user.aiAccess) return null;
  return (
    <Notice as="section" aria-labelledby="access-notice-title" $raised>
      <CardTitle as="h2" id="access-notice-title">
        {t.access[reason].title}
      </CardTitle>
      <AccessReasonText reason={reason} />
      <AccessActions />
    </Notice>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
const Notice = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  p {
    margin: 0;
  }
`;
