import type { AdminResetLink, AdminUser } from '@zak/contract';
import { useState } from 'react';
import { Button, Modal, TextField, errorMessage, toast } from 'shared-ui';
import styled from 'styled-components';
import { useCreateResetLink, useEndUserSessions, useResetSecondFactor } from '../api/user-access';
import { fill, useUserAccessTexts } from '../texts';

/**
 * The users tab's account actions: a one-time password-reset link for the administrator to pass
 * on (shown once, in a dialog), and ending every session of the user.
 */
export function AccountActions({ user }: { user: AdminUser }) {
  const { t, lang } = useUserAccessTexts();
  const createLink = useCreateResetLink();
  const endSessions = useEndUserSessions();
  const resetFactor = useResetSecondFactor();
  const [link, setLink] = useState<AdminResetLink | null>(null);
  const name = { name: user.username };

  const expires = link
    ? new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(new Date(link.expiresAt))
    : '';

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success({ title: t.success, description: t.copied });
    } catch {
      document.getElementById(`reset-link-${user.id}`)?.focus();
    }
  };

  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        aria-label={fill(t.resetLinkLabel, name)}
        disabled={createLink.isPending}
        onClick={() =>
          createLink.mutate(user.id, {
            onSuccess: setLink,
            onError: () => toast.error({ title: t.error, description: t.linkFailed }),
          })
        }
      >
        {t.resetLink}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        aria-label={fill(t.endSessionsLabel, name)}
        disabled={endSessions.isPending}
        onClick={() =>
          endSessions.mutate(user.id, {
            onSuccess: (res) =>
              toast.success({
                title: t.success,
                description: fill(t.sessionsEnded, { count: res.ended }),
              }),
            onError: () => toast.error({ title: t.error, description: t.sessionsFailed }),
          })
        }
      >
        {t.endSessions}
      </Button>
      {user.role === 'admin' && (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-label={fill(t.resetSecondFactorLabel, name)}
          disabled={resetFactor.isPending}
          onClick={() =>
            resetFactor.mutate(user.id, {
              onSuccess: (res) => toast.success({ title: t.success, description: res.message }),
              onError: (error) =>
                toast.error({
                  title: t.error,
                  description: errorMessage(error, t.resetSecondFactorFailed),
                }),
            })
          }
        >
          {t.resetSecondFactor}
        </Button>
      )}
      <Modal
        open={link !== null}
        onClose={() => setLink(null)}
        title={fill(t.dialogTitle, name)}
        closeOnOverlay={false}
      >
        <Body>
          <p>{fill(t.dialogIntro, { date: expires })}</p>
          <TextField
            id={`reset-link-${user.id}`}
            label={t.linkLabel}
            value={link?.url ?? ''}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Buttons>
            <Button type="button" onClick={() => void copy()}>
              {t.copy}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setLink(null)}>
              {t.close}
            </Button>
          </Buttons>
        </Body>
      </Modal>
    </>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;
