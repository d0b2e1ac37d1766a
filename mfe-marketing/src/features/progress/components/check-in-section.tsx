import { Fragment, useState, type FormEvent } from 'react';
import { CHECK_IN_SCORES, PROGRESS_LIMITS, type CheckInScore } from '@zak/contract';
import {
  Button,
  Select,
  Table,
  TableCaption,
  TBody,
  Td,
  Textarea,
  Th,
  THead,
  Tr,
  errorMessage,
  toast,
  useIsMobile,
  useLanguage,
  VisuallyHidden,
} from 'shared-ui';
import { useProgressT } from '../i18n';
import { Muted } from '../../../lib/layout';
import { useLog, useLogWrites } from '../api/daily-log';
import { formatDay, localToday } from '../lib/input';
import { DeleteEntryButton } from './delete-entry-button';
import { HistoryList } from './history-list';
import { LazyTrendChart } from './lazy-chart';
import { Fields, Panel, ScrollTable } from './tracker-layout';

// Every score starts unchosen: a value shown in advance would be sent as the member's own answer.
const START = Object.fromEntries(CHECK_IN_SCORES.map((k) => [k, ''])) as Record<
  CheckInScore,
  string
>;
/** Check-ins listed before "show all". */
const RECENT = 5;
const SCALE = Array.from({ length: 11 }, (_, i) => ({ value: String(i), label: String(i) }));

/** The weekly check-in: six scores from 0 to 10 and notes; its history listed and charted. */
export function CheckInSection() {
  const t = useProgressT();
  const c = t.checkIn;
  const { lang } = useLanguage();
  const log = useLog('checkins');
  const { save } = useLogWrites('checkins');
  const [scores, setScores] = useState(START);
  const [notes, setNotes] = useState('');
  const compact = useIsMobile();
  const [showAll, setShowAll] = useState(false);
  const complete = CHECK_IN_SCORES.every((k) => scores[k] !== '');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) return;
    const numbers = Object.fromEntries(
      CHECK_IN_SCORES.map((k) => [k, Number(scores[k])]),
    ) as Record<CheckInScore, number>;
    save.mutate(
      { date: localToday(), ...numbers, notes },
      {
        onSuccess: () => {
          setScores(START);
          setNotes('');
          toast.success(t.saved);
        },
        onError: (err) => toast.error(t.errorTitle, errorMessage(err, t.saveError)),
      },
    );
  };

  const history = log.data?.entries ?? [];
  // Newest first: the last few, then "show all" (a year is 52 of them).
  const shown = showAll ? history : history.slice(0, RECENT);
  const more = !showAll && history.length > RECENT && (
    <Button size="sm" variant="ghost" onClick={() => setShowAll(true)}>
      {c.showAll(history.length)}
    </Button>
  );
  return (
    <Panel aria-labelledby="progress-checkin-title">
      <h2 id="progress-checkin-title">{c.title}</h2>
      <form onSubmit={onSubmit} noValidate>
        <Fields>
          {CHECK_IN_SCORES.map((k) => (
            <Select
              key={k}
              label={`${c.scores[k]} (${c.scale})`}
              value={scores[k]}
              onChange={(e) => setScores((s) => ({ ...s, [k]: e.target.value }))}
              options={[{ value: '', label: c.choose }, ...SCALE]}
            />
          ))}
        </Fields>
        <Textarea
          label={c.notes}
          value={notes}
          maxLength={PROGRESS_LIMITS.notes}
          rows={3}
          onChange={(e) => setNotes(e.target.value)}
        />
        <Button
          type="submit"
          disabled={save.isPending || !complete}
          aria-describedby={complete ? undefined : 'progress-checkin-incomplete'}
          style={{ marginTop: 16 }}
        >
          {c.add}
        </Button>
        {!complete && <Muted id="progress-checkin-incomplete">{c.incomplete}</Muted>}
      </form>
      {history.length === 0 ? (
        <Muted>{c.empty}</Muted>
      ) : (
        <>
          {compact ? (
            <>
              <h3>{c.history}</h3>
              <HistoryList
                label={c.history}
                rows={shown.map((entry) => {
                  const day = formatDay(entry.date, lang);
                  return {
                    id: entry.id,
                    day,
                    value: CHECK_IN_SCORES.map((k) => `${c.scores[k]} ${entry[k]}/10`).join(' · '),
                    detail:
                      [
                        entry.notes,
                        entry.reply && `${c.reply(entry.reply.coach)} ${entry.reply.body}`,
                      ]
                        .filter(Boolean)
                        .join(' · ') || undefined,
                    actions: (
                      <DeleteEntryButton path="checkins" id={entry.id} label={c.removeLabel(day)} />
                    ),
                  };
                })}
              />
            </>
          ) : (
            <ScrollTable tabIndex={0} role="region" aria-label={c.history}>
              <Table>
                <TableCaption>{c.history}</TableCaption>
                <THead>
                  <Tr>
                    <Th>{t.weight.date}</Th>
                    {CHECK_IN_SCORES.map((k) => (
                      <Th key={k}>{c.scores[k]}</Th>
                    ))}
                    <Th>{c.notes}</Th>
                    <Th>
                      <VisuallyHidden>{t.weight.remove}</VisuallyHidden>
                    </Th>
                  </Tr>
                </THead>
                <TBody>
                  {shown.map((entry) => (
                    <Fragment key={entry.id}>
                      <Tr>
                        <Td>{formatDay(entry.date, lang)}</Td>
                        {CHECK_IN_SCORES.map((k) => (
                          <Td key={k}>{entry[k]}/10</Td>
                        ))}
                        <Td>{entry.notes}</Td>
                        <Td>
                          <DeleteEntryButton
                            path="checkins"
                            id={entry.id}
                            label={c.removeLabel(formatDay(entry.date, lang))}
                          />
                        </Td>
                      </Tr>
                      {entry.reply && (
                        <Tr>
                          <Td colSpan={CHECK_IN_SCORES.length + 3}>
                            <strong>{c.reply(entry.reply.coach)}</strong> {entry.reply.body}
                          </Td>
                        </Tr>
                      )}
                    </Fragment>
                  ))}
                </TBody>
              </Table>
            </ScrollTable>
          )}
          {more}
          {history.length > 1 && (
            <LazyTrendChart
              labelledBy="progress-checkin-title"
              description={c.history}
              rows={[...history]
                .reverse()
                .map(({ id: _id, notes: _n, reply: _r, ...scores }) => scores)}
              series={CHECK_IN_SCORES.map((k) => ({ key: k, name: c.scores[k], kind: 'line' }))}
              format={(v) => `${v}/10`}
              tickStep={1}
            />
          )}
        </>
      )}
    </Panel>
  );
}
