import type { AdminUser } from '@zak/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Button, Modal, Select } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { refusalMessage } from '../../../lib/field-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { Muted } from '../../../lib/ui/layout';
import { QueryState } from '../../../lib/ui/query-state';
import { useAssignCoach, useCoachChoice } from '../api/assign-coach';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

const NONE = '';

/** "Coach de X": picks the coach who follows the member on the coach desk, or none. */
export function AssignCoachDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const t = useT();
  const a = t.coaching.assign;
  const { coaches, current } = useCoachChoice(user.id);
  const assign = useAssignCoach();
  const [chosen, setChosen] = useState<string | null>(null);
  const field = useRef<HTMLSelectElement>(null);
  const value = chosen ?? current.data?.coach?.id ?? NONE;
  const list = coaches.data?.coaches ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    assign.mutate(
      { memberId: user.id, coachId: value === NONE ? null : value },
      {
        onSuccess: () => {
          notifySuccess(t.common.success, a.done);
          onClose();
        },
        onError: (error) => notifyError(t.common.error, refusalMessage(error, a.failed)),
      },
    );
  }

  return (
    <Modal open title={a.title(user.username)} onClose={onClose} initialFocus={field}>
      <QueryState
        isPending={coaches.isPending || current.isPending}
        isError={coaches.isError || current.isError}
        onRetry={() => {
          void coaches.refetch();
          void current.refetch();
        }}
      >
        <Form onSubmit={submit} noValidate>
          {list.length === 0 && <Muted>{a.noCoaches}</Muted>}
          <Select
            ref={field}
            id="admin-assign-coach"
            label={a.field}
            value={value}
            options={[
              { value: NONE, label: a.none },
              ...list.map((coach) => ({ value: coach.id, label: coach.username })),
            ]}
            onChange={(event) => setChosen(event.target.value)}
          />
          <Buttons>
            <Button variant="secondary" size="sm" onClick={onClose}>
              {a.cancel}
            </Button>
            <Button size="sm" type="submit" disabled={assign.isPending}>
              {assign.isPending ? a.saving : a.save}
            </Button>
          </Buttons>
        </Form>
      </QueryState>
    </Modal>
  );
}
