import { useRef, useState, type FormEvent } from 'react';
import type { PaymentEvent } from '@zak/contract';
import { Button, Modal, TextField } from 'shared-ui';
import styled from 'styled-components';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { MemberNotFoundError, useAttachPayment } from '../api/attach-payment';
import { fill, usePaymentTexts } from '../texts';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

/** "Attribuer à un membre": the member's username, then the audited attach. */
export function AttachDialog({ event, onClose }: { event: PaymentEvent; onClose: () => void }) {
  const p = usePaymentTexts();
  const attach = useAttachPayment();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLInputElement>(null);
  const payer = event.email ?? event.externalRef ?? event.type;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim()) return;
    setError(undefined);
    attach.mutate(
      { eventId: event.id, username },
      {
        onSuccess: () => {
          notifySuccess(p.success, fill(p.attached, { name: username.trim() }));
          onClose();
        },
        onError: (err) => {
          if (err instanceof MemberNotFoundError) setError(p.memberNotFound);
          else notifyError(p.error, p.attachFailed);
        },
      },
    );
  };

  return (
    <Modal open onClose={onClose} title={fill(p.attachLabel, { payer })} initialFocus={field}>
      <form onSubmit={submit} noValidate>
        <TextField
          ref={field}
          id="attach-payment-username"
          label={p.attachUsername}
          autoComplete="off"
          maxLength={50}
          value={username}
          error={error}
          disabled={attach.isPending}
          onChange={(e) => setUsername(e.target.value)}
        />
        <Buttons>
          <Button type="button" variant="secondary" onClick={onClose}>
            {p.cancel}
          </Button>
          <Button type="submit" disabled={!username.trim() || attach.isPending}>
            {p.attachConfirm}
          </Button>
        </Buttons>
      </form>
    </Modal>
  );
}
