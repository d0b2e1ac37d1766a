// The rest countdown: read from the end time each time it paints (never counted down tick by
// tick), so a phone that slept or a hidden tab shows the right time when it comes back. It keeps
// the seconds left, not the clock: the quarter-second reads render only when the second changes.
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden } from 'shared-ui';
import { useT } from '../../../i18n';
import type { RestClock } from '../hooks/use-session';

/** How often the countdown repaints (a quarter second keeps the seconds on time). */
export const TIMER_REPAINT_MS = 250;
export const REST_STEP_SECONDS = 15;
const VIBRATION_MS = [200, 100, 200];

export const secondsLeft = (endsAt: number, now: number) =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const Bar = styled.div`
  position: sticky;
  /* Above the shell's member tab bar on a phone (issue #38), which sets the variable. */
  bottom: var(--member-tabs-space, 0px);
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-top: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surfaceRaised};
  /* Its second changing each second repaints the bar, not the document (issue #34). */
  contain: content;
`;
const Time = styled.p`
  margin: 0;
  font-size: 2rem;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;
const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};

  /* "−15 s" on one line at 390 px (the bar wraps below the time instead). */
  & > button {
    white-space: nowrap;
  }
`;

function vibrate() {
  try {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATION_MS);
  } catch {
    // Some browsers refuse without a recent user gesture: the announcement is enough.
  }
}

/** −15 s, +15 s, skip: the same across the countdown's seconds and ticks, not rendered again. */
const RestControls = memo(function RestControls({
  onAdjust,
  onEnd,
}: Pick<RestTimerProps, 'onAdjust' | 'onEnd'>) {
  const t = useT();
  return (
    <Controls>
      <Button variant="secondary" onClick={() => onAdjust(-REST_STEP_SECONDS)}>
        {t.session.rest.less}
      </Button>
      <Button variant="secondary" onClick={() => onAdjust(REST_STEP_SECONDS)}>
        {t.session.rest.more}
      </Button>
      <Button variant="ghost" onClick={onEnd}>
        {t.session.rest.skip}
      </Button>
    </Controls>
  );
});

export interface RestTimerProps {
  rest: RestClock | null;
  onAdjust: (seconds: number) => void;
  onEnd: () => void;
}

export const RestTimer = memo(function RestTimer({ rest, onAdjust, onEnd }: RestTimerProps) {
  const t = useT();
  const [read, setRead] = useState(() => ({
    rest,
    left: rest ? secondsLeft(rest.endsAt, Date.now()) : 0,
  }));
  const [announcement, setAnnouncement] = useState('');
  // A new rest (a tick, ±15 s) is read in the render that shows it: no second render for the tap.
  const left = !rest ? 0 : read.rest === rest ? read.left : secondsLeft(rest.endsAt, Date.now());

  // One interval while a rest runs, reading the latest end: a tick or ±15 s during a rest does not
  // restart it (their tap stays short, issue #34).
  const latest = useRef(rest);
  useLayoutEffect(() => {
    latest.current = rest;
  }, [rest]);
  const running = rest !== null;
  useEffect(() => {
    if (!running) return;
    setAnnouncement('');
    const repaint = () =>
      setRead((r) => {
        const now = latest.current;
        if (!now) return r;
        const seconds = secondsLeft(now.endsAt, Date.now());
        return r.rest === now && r.left === seconds ? r : { rest: now, left: seconds };
      });
    const timer = window.setInterval(repaint, TIMER_REPAINT_MS);
    document.addEventListener('visibilitychange', repaint);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', repaint);
    };
  }, [running]);

  useEffect(() => {
    if (!rest || left > 0) return;
    vibrate();
    setAnnouncement(t.session.rest.over);
    onEnd();
  }, [rest, left, onEnd, t.session.rest.over]);

  return (
    <>
      {/* Always in the page, so screen readers hear the end of the rest when its text appears. */}
      <VisuallyHidden as="p" role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {rest ? (
        <Bar role="region" aria-label={t.session.rest.label}>
          <Time role="timer" aria-label={t.session.rest.left(clock(left))}>
            {clock(left)}
          </Time>
          <RestControls onAdjust={onAdjust} onEnd={onEnd} />
        </Bar>
      ) : null}
    </>
  );
});
