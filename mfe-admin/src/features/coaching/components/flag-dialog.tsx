import { FLAG_NOTE_MAX, SNOOZE_DAYS, type AttentionItem } from '@zak/contract';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button, Modal, TextField, Textarea } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { refusalMessage } from '../../../lib/field-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { Muted } from '../../../lib/ui/layout';
import { useSetFlagState } from '../api/coaching';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

export type FlagAction = 'handled' | 'snoozed';

interface FlagDialogProps {
  item: AttentionItem;
  action: FlagAction;
  onClose: () => void;
  /** The API took the new state (the toast is already shown). */
  onSaved: () => void;
}

/** "Traité" or "Reporter" a raised flag, with an optional note (audited by the API). */
export function FlagDialog({ item, action, onClose, onSaved }: FlagDialogProps) {
  const t = useT();
  const d = t.coaching.flagDialog;
  const save = useSetFlagState();
  const [days, setDays] = useState('7');
  const [note, setNote] = useState('');
  const [daysError, setDaysError] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const noteTooLong = Array.from(note).length > FLAG_NOTE_MAX;
  const flagName = t.coaching.flags[item.flag];

  function submit(event: FormEvent) {
    event.preventDefault();
    const count = Number(days);
    if (
      action === 'snoozed' &&
      (!Number.isInteger(count) || count < SNOOZE_DAYS.min || count > SNOOZE_DAYS.max)
    ) {
      setDaysError(d.daysInvalid);
      firstField.current?.focus();
      return;
    }
    if (noteTooLong) {
      noteField.current?.focus();
      return;
    }
    // The outcome is read from the request's promise, not from `mutate`'s callbacks: those are
    // dropped when the component is gone by the time the answer comes, and the desk's writes
    // resolve only once the lists are refetched, where the flag has left (issue #36's lost toast).
    save
      .mutateAsync({
        memberId: item.memberId,
        flag: item.flag,
        since: item.since,
        state: action,
        ...(action === 'snoozed' ? { days: count } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      })
      .then(
        () => {
          notifySuccess(t.common.success, d.done);
          onSaved();
        },
        (error: unknown) => notifyError(t.common.error, refusalMessage(error, d.failed)),
      );
  }

  return (
    <Modal
      open
      title={`${action === 'handled' ? d.handledTitle : d.snoozedTitle} — ${flagName} (${item.username})`}
      description={action === 'handled' ? d.handledHelp : d.snoozedHelp}
      onClose={onClose}
      initialFocus={action === 'snoozed' ? firstField : noteField}
    >
      <Form onSubmit={submit} noValidate>
        <Muted>{item.rule}</Muted>
        {action === 'snoozed' && (
          <TextField
            ref={firstField}
            id="coaching-snooze-days"
            label={d.days}
            type="number"
            inputMode="numeric"
            min={SNOOZE_DAYS.min}
            max={SNOOZE_DAYS.max}
            value={days}
            error={daysError}
            onChange={(event) => {
              setDays(event.target.value);
              setDaysError(null);
            }}
          />
        )}
        <Textarea
          ref={noteField}
          id="coaching-flag-note"
          label={d.note}
          rows={3}
          value={note}
          error={noteTooLong ? d.noteTooLong(FLAG_NOTE_MAX) : null}
          onChange={(event) => setNote(event.target.value)}
        />
        <Buttons>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {d.cancel}
          </Button>
          <Button size="sm" type="submit" disabled={save.isPending}>
            {save.isPending ? d.saving : d.confirm}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}

/**
 * The flag dialog's state, kept by a section that stays on screen while the flag rows it acts on
 * may all leave (the refetched list can be empty). Once a flag is saved its row is usually gone:
 * the focus goes to the section's title.
 */
export function useFlagDialog(title: RefObject<HTMLElement | null>) {
  const [acting, setActing] = useState<{ item: AttentionItem; action: FlagAction } | null>(null);
  const [saved, setSaved] = useState(0);
  // After the dialog's own clean-up (which gives the focus back to its opener, soon removed).
  useEffect(() => {
    if (saved > 0) title.current?.focus();
  }, [saved, title]);
  const dialog = acting && (
    <FlagDialog
      item={acting.item}
      action={acting.action}
      onClose={() => setActing(null)}
      onSaved={() => {
        setActing(null);
        setSaved((count) => count + 1);
      }}
    />
  );
  return {
    act: (item: AttentionItem, action: FlagAction) => setActing({ item, action }),
    dialog,
  };
}
