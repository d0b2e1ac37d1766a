// The next session's targets with the rule that produced them (the API's double progression,
// api/src/modules/training/progression.ts), as the exercise page and the summary state them.
import type { NextTargets } from '@zak/contract';
import { useT } from '../i18n';
import { useLoadFormat } from './units';

export function NextTargetsText({ next }: { next: NextTargets }) {
  const t = useT();
  const { format } = useLoadFormat();
  const load = next.weightKg === null ? null : format(next.weightKg);
  const reason = next.reason;
  const rule =
    reason.action === 'add-load'
      ? t.rule.addLoad(format(reason.stepKg), next.rir)
      : reason.action === 'deload'
        ? t.rule.deload(reason.missedSessions, reason.percent)
        : reason.action === 'add-reps'
          ? t.rule.addReps(next.repsMax)
          : t.rule.start;
  return (
    <>
      <strong>{t.rule.target(next.sets, next.repsMin, next.repsMax, load, next.rir)}</strong>
      <span>{` ${rule}`}</span>
    </>
  );
}
