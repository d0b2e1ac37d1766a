import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Badge, Button, Card, CardTitle, ROUTES, chatAccessReason, useLanguage } from 'shared-ui';
import type { CurrentUser } from '@zak/contract';
import { useT } from '../../../i18n';
import { AccessActions, AccessReasonText } from '../../../lib/access-explanation';
import { ShopButton } from '../../../lib/external-link';
import { formatDate } from '../../../lib/format';
import { useMyCoach } from '../api/my-coach';

/** Username, "Lite" badge, real sign-up date, next due date, manage subscription. */
export function AccountDetailsCard({ user }: { user: CurrentUser }) {
  const t = useT();
  const { lang } = useLanguage();
  const d = t.account.details;
  const coach = useMyCoach().data?.coach;
  return (
    <FullCard as="article" aria-labelledby="account-details-title">
      <CardTitle as="h2" id="account-details-title">
        {d.title}
      </CardTitle>
      <Facts>
        <dt>{d.username}</dt>
        <dd>{user.username}</dd>
        <dt>{d.status}</dt>
        <dd>
          <Badge $tone="warning">{d.badge}</Badge>
        </dd>
        <dt>{d.memberSince}</dt>
        <dd>{formatDate(user.createdAt, lang)}</dd>
        <dt>{d.nextDue}</dt>
        <dd>{d.none}</dd>
        {coach && (
          <>
            <dt>{d.coach}</dt>
            <dd>{coach.username}</dd>
          </>
        )}
      </Facts>
      <ShopButton variant="secondary">{d.manage}</ShopButton>
    </FullCard>
  );
}

/** The AI access line(s): active (until / renewing / no end, and the source), ended, or none. */
function AiAccessState({ user }: { user: CurrentUser }) {
  const t = useT();
  const { lang } = useLanguage();
  const a = t.account.ai;
  const { access } = user;
  if (user.aiAccess) {
    const paid = access.state === 'active' && access.source !== null && access.source !== 'admin';
    const until = paid ? access.until : user.expiresAt;
    const when = until ? formatDate(until, lang) : null;
    return (
      <>
        <Status $ok>{a.active}</Status>
        <p>
          {!when
            ? a.noExpiry
            : paid && access.renewing
              ? `${a.renewing} ${when}`
              : `${paid ? a.paidUntil : a.expires} ${when}`}
        </p>
        {access.source && <Source>{`${a.via} ${a.sources[access.source]}`}</Source>}
      </>
    );
  }
  // Without access: the same explanation as the sign-in screen after the chat's redirect.
  const reason = chatAccessReason(access);
  return (
    <>
      <Status $ok={false}>{reason === 'expired' ? a.ended : a.limited}</Status>
      <AccessReasonText
        reason={reason}
        id="account-ai-hint"
        lead={access.endedAt ? `${a.endedOn} ${formatDate(access.endedAt, lang)}.` : undefined}
      />
    </>
  );
}

/**
 * AI access: the real state from every source (the administrator's grant, a payment), with the
 * subscribe button while there is none; "Lancer l'IA" opens the chat when access is on.
 */
export function AiAccessCard({ user }: { user: CurrentUser }) {
  const t = useT();
  const navigate = useNavigate();
  const a = t.account.ai;
  return (
    <FullCard as="article" aria-labelledby="account-ai-title" data-testid="ai-access-card">
      <CardTitle as="h2" id="account-ai-title">
        {a.title}
      </CardTitle>
      <AiAccessState user={user} />
      <Hint>{a.upgrade}</Hint>
      {!user.aiAccess && <AccessActions />}
      <Button
        onClick={() => navigate(ROUTES.chat)}
        disabled={!user.aiAccess}
        aria-describedby={user.aiAccess ? undefined : 'account-ai-hint'}
      >
        {a.launch}
      </Button>
    </FullCard>
  );
}

export const FullCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  p {
    margin: 0;
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;
const Status = styled.p<{ $ok: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme, $ok }) => ($ok ? theme.color.success : theme.color.warning)};
`;
const Source = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
const Hint = styled.p`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
