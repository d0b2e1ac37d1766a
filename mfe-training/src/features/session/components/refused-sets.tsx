// The sets the API refused for good (409, or 400 when their exercise was deleted): the outbox no
// longer sends them, so the member sees each one with the API's reason, can copy them all to
// enter them again, and removes each one (after confirming). Shown above every training screen.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Card } from 'shared-ui';
import { useT } from '../../../i18n';
import { useDateFormat } from '../../../lib/dates';
import { useExerciseIndex } from '../../../lib/exercises';
import { useOutbox, useRefusedSets, type RefusedSet } from '../../../lib/outbox';
import { useLoadFormat } from '../../../lib/units';

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} 0;
  overflow-wrap: anywhere;
`;

function RefusedLine({ op, text }: { op: RefusedSet; text: string }) {
  const t = useT();
  const outbox = useOutbox();
  const [confirming, setConfirming] = useState(false);
  const ask = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Focus follows the question: to "Cancel" when it opens, back to "Remove" when it closes.
  useEffect(() => {
    if (confirming) cancel.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current = confirming || asked.current;
  }, [confirming]);
  return (
    <Item>
      <span>{text}</span>
      <span>{t.outbox.refusedWhy(op.refused.message || t.outbox.refusedUnknown)}</span>
      {confirming ? (
        <Actions role="group" aria-label={t.outbox.confirmDiscard(text)}>
          <span>{t.outbox.confirmDiscard(text)}</span>
          <Button variant="danger" onClick={() => void outbox.discard(op)}>
            {t.outbox.confirm}
          </Button>
          <Button ref={cancel} variant="secondary" onClick={() => setConfirming(false)}>
            {t.outbox.cancel}
          </Button>
        </Actions>
      ) : (
        <Actions>
          <Button ref={ask} variant="secondary" onClick={() => setConfirming(true)}>
            {t.outbox.discard(text)}
          </Button>
        </Actions>
      )}
    </Item>
  );
}

export function RefusedSets() {
  const refused = useRefusedSets();
  return refused.length === 0 ? null : <RefusedList refused={refused} />;
}

function RefusedList({ refused }: { refused: readonly RefusedSet[] }) {
  const t = useT();
  const { byId } = useExerciseIndex();
  const { format } = useLoadFormat();
  const date = useDateFormat({
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);
  const lines = refused.map((op) => ({
    op,
    text: t.outbox.refusedSet(
      byId.get(op.set.exerciseId)?.name ?? t.outbox.deletedExercise,
      t.exercise.set(format(op.set.weightKg), op.set.reps),
      date(op.set.completedAt),
    ),
  }));
  const copyAll = () =>
    // Inside a promise: a page without the clipboard API (plain http) fails the same way.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(lines.map((l) => l.text).join('\n')))
      .then(
        () => setCopy('copied'),
        () => setCopy('copyFailed'),
      );
  return (
    <Card as="section" aria-labelledby="training-refused">
      <h2 id="training-refused">{t.outbox.refusedTitle}</h2>
      <p role="alert">{t.outbox.refusedIntro}</p>
      <ul>
        {lines.map(({ op, text }) => (
          <RefusedLine key={`${op.key}:${op.rev}`} op={op} text={text} />
        ))}
      </ul>
      <Actions>
        <Button variant="secondary" onClick={() => void copyAll()}>
          {t.outbox.copy}
        </Button>
      </Actions>
      <p role="status">{copy ? t.outbox[copy] : ''}</p>
    </Card>
  );
}
