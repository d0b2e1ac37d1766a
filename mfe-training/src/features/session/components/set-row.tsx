// One set of the logging screen. Memoised on its own props (the set, the previous one, stable
// actions): ticking it repaints this row only. The inputs keep what is typed locally and hand it
// to the session on blur and on tick; a blur towards the row's own tick button hands nothing (the
// tick that follows logs what was typed: one render for the tap, not two), and the button's own
// blur hands it over when no tick followed. A tap on the tick leaves the focus where it was until
// the tick is painted, then moves it to the button (issue #34: the focus change, and on a phone
// the keyboard closing, come a frame after the tick, not before it).
import { SET_TYPES, type LoggedSet, type SetType } from '@zak/contract';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
} from 'react';
import { IconButton, SelectControl } from 'shared-ui';
import { useT } from '../../../i18n';
import { afterNextPaint } from '../../../lib/after-paint';
import { displayWeight, storedWeight, type LoadFormat } from '../../../lib/units';
import type { SessionActions, SetValues } from '../hooks/use-session';
import type { DraftSet } from '../types';
import { Head, Previous, Row, RowInput, Tick } from './set-row-layout';

/** The tick's press keeps the focus in place (the click moves it after the paint). */
const keepFocus = (event: MouseEvent<HTMLButtonElement>) => {
  if (event.button === 0) event.preventDefault();
};

const parse = (text: string) => {
  const n = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(n) || n < 0 ? null : n;
};

/** The row's type, last time and remove button: the same across a tick, not rendered again. */
const SetHead = memo(function SetHead({
  exerciseKey,
  setId,
  number,
  type,
  previous,
  range,
  format,
  actions,
}: {
  exerciseKey: string;
  setId: string;
  number: number;
  type: SetType;
  previous: LoggedSet | undefined;
  range: string;
  format: LoadFormat['format'];
  actions: SessionActions;
}) {
  const t = useT();
  return (
    <Head>
      <SelectControl
        aria-label={t.session.set.type(number)}
        value={type}
        onChange={(e) => actions.edit(exerciseKey, setId, { type: e.target.value as SetType })}
      >
        {SET_TYPES.map((option) => (
          <option key={option} value={option}>
            {t.setTypes[option]}
          </option>
        ))}
      </SelectControl>
      <Previous>
        {previous
          ? t.session.set.previous(format(previous.weightKg), previous.reps)
          : t.session.set.noPrevious}
        {range ? ` · ${range}` : ''}
      </Previous>
      <IconButton
        label={t.session.set.remove(number)}
        variant="ghost"
        onClick={() => actions.removeSet(exerciseKey, setId)}
      >
        ×
      </IconButton>
    </Head>
  );
});

export interface SetRowProps {
  exerciseKey: string;
  /** 1-based, for the labels ("Série 2"). */
  number: number;
  set: DraftSet;
  previous: LoggedSet | undefined;
  actions: SessionActions;
  /** False for bodyweight and band exercises, where an empty weight logs 0. */
  loaded: boolean;
  /** The member's units, read once by the screen (a row runs no query of its own). */
  loadFormat: LoadFormat;
}

export const SetRow = memo(function SetRow({
  loaded,
  exerciseKey,
  number,
  set,
  previous,
  actions,
  loadFormat,
}: SetRowProps) {
  const t = useT();
  const { units, unit } = loadFormat;
  const shown = (kg: number | null) => (kg === null ? '' : String(displayWeight(kg, units)));
  const [weight, setWeight] = useState(shown(set.weightKg));
  const [reps, setReps] = useState(set.reps === null ? '' : String(set.reps));
  const [rir, setRir] = useState(set.rir === null ? '' : String(set.rir));

  const typed = (): SetValues => {
    const kg = parse(weight);
    return {
      type: set.type,
      // The field showing the stored load (rounded for display: 100 kg reads 220.5 lb) is that
      // load, not a new one: a commit never changes what was saved by its rounding.
      weightKg:
        kg === null
          ? null
          : set.weightKg !== null && weight === shown(set.weightKg)
            ? set.weightKg
            : storedWeight(kg, units),
      reps: parse(reps),
      rir: parse(rir),
    };
  };
  /** What a tick logs: what was typed, else the suggestion shown as placeholder. */
  const values = (): SetValues => {
    const v = typed();
    return {
      ...v,
      weightKg: v.weightKg ?? set.suggestedKg ?? 0,
      reps: v.reps ?? set.suggestedReps,
    };
  };
  // A tick needs reps, and a weight for a loaded exercise: typed, or the suggestion shown.
  const ready =
    (parse(reps) !== null || set.suggestedReps !== null) &&
    (!loaded || parse(weight) !== null || set.suggestedKg !== null);
  const commit = () => {
    const v = typed();
    if (v.weightKg !== set.weightKg || v.reps !== set.reps || v.rir !== set.rir)
      actions.edit(exerciseKey, set.clientId, v);
  };
  const tick = useRef<HTMLButtonElement>(null);
  /** A blur towards the tick button left the typed values to the tick (or the button's blur). */
  const handedToTick = useRef(false);
  // The fields' blur handlers stay the same across renders (the fields are memoised: a tick
  // renders the row and its button, not its three fields); they commit what was last rendered.
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  });
  const blurred = useCallback((event: FocusEvent<HTMLInputElement>) => {
    if (event.relatedTarget !== null && event.relatedTarget === tick.current) {
      handedToTick.current = true;
    } else latestCommit.current();
  }, []);
  const tickBlurred = () => {
    if (!handedToTick.current) return;
    handedToTick.current = false;
    commit();
  };
  /** After the paint, the focus the tap left in place goes to the button, as a tap's would. */
  const focusAfterPaint = () => {
    const from = document.activeElement;
    if (from === tick.current) return;
    afterNextPaint(() => {
      if (document.activeElement === from)
        tick.current?.focus({ preventScroll: true, focusVisible: false });
    });
  };
  const toggle = () => {
    focusAfterPaint();
    // Unticking logs nothing typed: the button's blur hands it over, to an unticked row.
    if (set.done) return actions.untick(exerciseKey, set.clientId);
    handedToTick.current = false;
    const v = values();
    setWeight(shown(v.weightKg));
    setReps(v.reps === null ? '' : String(v.reps));
    actions.tick(exerciseKey, set.clientId, v);
  };
  const label = t.session.set.label(number);
  const range =
    set.repsMin !== null && set.repsMax !== null
      ? t.session.set.range(set.repsMin, set.repsMax)
      : '';

  return (
    <Row data-done={set.done || undefined}>
      <SetHead
        exerciseKey={exerciseKey}
        setId={set.clientId}
        number={number}
        type={set.type}
        previous={previous}
        range={range}
        format={loadFormat.format}
        actions={actions}
      />
      <RowInput
        label={t.session.set.weight(unit)}
        row={label}
        inputMode="decimal"
        value={weight}
        placeholder={shown(set.suggestedKg)}
        onChange={setWeight}
        onBlur={blurred}
      />
      <RowInput
        label={t.session.set.reps}
        row={label}
        inputMode="numeric"
        value={reps}
        placeholder={set.suggestedReps === null ? '' : String(set.suggestedReps)}
        onChange={setReps}
        onBlur={blurred}
      />
      <RowInput
        label={t.session.set.rir}
        row={label}
        inputMode="numeric"
        value={rir}
        onChange={setRir}
        onBlur={blurred}
      />
      <Tick
        ref={tick}
        type="button"
        aria-pressed={set.done}
        aria-label={t.session.set.tick(number)}
        disabled={!ready && !set.done}
        onMouseDown={keepFocus}
        onClick={toggle}
        onBlur={tickBlurred}
      >
        ✓
      </Tick>
    </Row>
  );
});
