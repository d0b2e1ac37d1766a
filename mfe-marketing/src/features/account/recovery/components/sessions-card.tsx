import type { AccountSession } from '@zak/contract';
import { Badge, Button, Card, CardTitle, errorMessage, toast, useLanguage } from 'shared-ui';
import styled from 'styled-components';
import { useEndSessions, useSessions } from '../api/recovery';
import { describeDevice } from '../lib/device';
import { useRecoveryT, type RecoveryTexts } from '../texts';

function deviceName(session: AccountSession, t: RecoveryTexts['sessions']): string {
  const { browser, os } = describeDevice(session.userAgent);
  if (browser && os) return `${browser} ${t.on} ${os}`;
  return browser ?? os ?? t.unknownDevice;
}

/** The member's signed-in devices: this one marked; end one, or all the others. */
export function SessionsCard() {
  const t = useRecoveryT().sessions;
  const { lang } = useLanguage();
  const sessions = useSessions();
  const end = useEndSessions();
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(iso))
      : '-';
  const fail = (err: unknown) => toast.error(t.error, errorMessage(err, t.error));
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <Wrapper as="section" aria-labelledby="account-sessions-title">
      <CardTitle as="h3" id="account-sessions-title">
        {t.title}
      </CardTitle>
      <p>{t.intro}</p>
      {sessions.isPending ? <p role="status">{t.loading}</p> : null}
      {sessions.isError ? <p role="alert">{t.loadError}</p> : null}
      <List>
        {list.map((s) => {
          const device = deviceName(s, t);
          return (
            <Item key={s.id} data-testid="account-session">
              <div>
                <Device>
                  {device} {s.current ? <Badge $tone="success">{t.current}</Badge> : null}
                </Device>
                <Details>
                  <span>
                    {t.ip} {s.ip || '-'}
                  </span>
                  <span>
                    {t.created} {when(s.createdAt)}
                  </span>
                  <span>
                    {t.lastSeen} {when(s.lastSeenAt)}
                  </span>
                </Details>
              </div>
              {s.current ? null : (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={t.endLabel.replace('{device}', device)}
                  disabled={end.one.isPending}
                  onClick={() =>
                    end.one.mutate(s.id, {
                      onSuccess: (res) => toast.success(t.title, res.message),
                      onError: fail,
                    })
                  }
                >
                  {t.end}
                </Button>
              )}
            </Item>
          );
        })}
      </List>
      {others > 0 ? (
        <Button
          type="button"
          variant="danger"
          disabled={end.others.isPending}
          onClick={() =>
            end.others.mutate(undefined, {
              onSuccess: (res) => toast.success(t.title, res.message),
              onError: fail,
            })
          }
        >
          {end.others.isPending ? t.ending : t.endOthers}
        </Button>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  p {
    margin: 0;
  }
`;
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;
const Device = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;
const Details = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
