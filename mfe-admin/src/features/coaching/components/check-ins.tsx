import { CHECK_IN_SCORES, COACH_REPLY_MAX, type MemberFile } from '@zak/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Button, Textarea, useLanguage } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { refusalMessage } from '../../../lib/field-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { Muted } from '../../../lib/ui/layout';
import { useReply } from '../api/coaching';
import { formatDay } from '../format';
import { EntryList, Facts, TextForm } from './desk-layout';

type FileCheckIn = MemberFile['checkIns'][number];

const Scores = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const Reply = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

/** One check-in's reply form: written by the coach, sent again it replaces the text. */
function ReplyForm({ checkIn }: { checkIn: FileCheckIn }) {
  const t = useT();
  const f = t.coaching.file;
  const { lang } = useLanguage();
  const reply = useReply();
  const [body, setBody] = useState(checkIn.reply?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const date = formatDay(checkIn.date, lang);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    const problem =
      text === ''
        ? f.replyEmpty
        : Array.from(text).length > COACH_REPLY_MAX
          ? f.replyTooLong(COACH_REPLY_MAX)
          : null;
    if (problem) {
      setError(problem);
      field.current?.focus();
      return;
    }
    reply.mutate(
      { checkInId: checkIn.id, body: text },
      {
        onSuccess: () => notifySuccess(t.common.success, f.replied),
        onError: (error) => notifyError(t.common.error, refusalMessage(error, f.replyFailed)),
      },
    );
  }

  return (
    <TextForm onSubmit={submit} noValidate aria-label={f.replyField(date)}>
      <Textarea
        ref={field}
        id={`coaching-reply-${checkIn.id}`}
        label={f.replyField(date)}
        hint={f.replyHint}
        rows={3}
        value={body}
        error={error}
        onChange={(event) => {
          setBody(event.target.value);
          setError(null);
        }}
      />
      <Button size="sm" type="submit" disabled={reply.isPending}>
        {reply.isPending ? f.sending : checkIn.reply ? f.update : f.send}
      </Button>
    </TextForm>
  );
}

/** The member's check-ins, newest first: scores, their notes, the reply and its form. */
export function CheckIns({ checkIns }: { checkIns: FileCheckIn[] }) {
  const t = useT();
  const f = t.coaching.file;
  const { lang } = useLanguage();
  if (checkIns.length === 0) return <Muted>{f.noCheckIns}</Muted>;
  return (
    <EntryList>
      {checkIns.map((checkIn) => (
        <li key={checkIn.id}>
          <h3>{f.checkInOf(formatDay(checkIn.date, lang))}</h3>
          <Scores aria-label={t.coaching.allScores}>
            {CHECK_IN_SCORES.map((score) => (
              <li key={score}>{t.coaching.pair(f.scoreNames[score], `${checkIn[score]}/10`)}</li>
            ))}
          </Scores>
          {checkIn.notes && (
            <Facts>
              <dt>{f.notes}</dt>
              <dd>{checkIn.notes}</dd>
            </Facts>
          )}
          {checkIn.reply && (
            <Reply>
              <Muted>
                {f.replyBy(checkIn.reply.coach, formatDateTime(checkIn.reply.updatedAt, lang))}
              </Muted>
              <p>{checkIn.reply.body}</p>
            </Reply>
          )}
          <ReplyForm key={checkIn.reply?.updatedAt ?? 'new'} checkIn={checkIn} />
        </li>
      ))}
    </EntryList>
  );
}
