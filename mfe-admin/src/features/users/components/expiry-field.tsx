import type { AdminUser } from '@zak/contract';
import { useId, useState } from 'react';
import { InputControl } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useUserActions } from '../hooks/use-user-actions';
import { dayFromExpiry, isPastDay, today } from '../lib/expiry';

const FieldError = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  max-width: 14rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * The end date of a user's AI access, saved as soon as it is picked. A past day is refused here
 * (and by the API) with the message on the field; clearing it means no end.
 */
export function ExpiryField({ user }: { user: AdminUser }) {
  const t = useT();
  const actions = useUserActions();
  const errorId = useId();
  const saved = dayFromExpiry(user.expiresAt);
  const [draft, setDraft] = useState({ saved, day: saved });
  const [error, setError] = useState<string | null>(null);
  // The list's refetch brings a newly saved value in, over what was typed.
  const day = draft.saved === saved ? draft.day : saved;
  const setDay = (next: string) => setDraft({ saved, day: next });

  function change(next: string) {
    setDay(next);
    if (isPastDay(next)) {
      setError(t.users.expiryPast);
      return;
    }
    setError(null);
    actions.setExpiry(user, next, setError);
  }

  return (
    <>
      <InputControl
        type="date"
        aria-label={t.users.expiryLabel(user.username)}
        title={user.expiresAt ? undefined : t.users.noExpiry}
        min={today()}
        value={day}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={Boolean(error)}
        onChange={(event) => change(event.target.value)}
      />
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </>
  );
}
