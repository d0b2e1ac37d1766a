import { useState, type FormEvent } from 'react';
import {
  EQUIPMENT,
  GOAL_PHASES,
  LEVELS,
  SEXES,
  UNIT_SYSTEMS,
  formatDecimal,
  fromDisplayLength,
  lengthUnit,
  toDisplayLength,
  type CoachingProfile,
  type CoachingProfileInput,
} from '@zak/contract';
import { Button, Select, TextField, errorMessage, toast, useLanguage } from 'shared-ui';
import { useProgressT } from '../i18n';
import { useSaveProfile } from '../api/profile';
import { parseDecimal } from '../lib/input';
import { Fields, Panel } from './tracker-layout';

type Draft = Record<keyof CoachingProfileInput, string>;

function toDraft(p: CoachingProfile, lang: 'fr' | 'en'): Draft {
  return {
    goal: p.goal ?? '',
    heightCm:
      p.heightCm === null ? '' : formatDecimal(toDisplayLength(p.heightCm, p.units), lang, 1),
    birthYear: p.birthYear === null ? '' : String(p.birthYear),
    sex: p.sex ?? '',
    trainingDays: p.trainingDays === null ? '' : String(p.trainingDays),
    level: p.level ?? '',
    equipment: p.equipment ?? '',
    units: p.units,
  };
}

/** Empty text is "not given" (null); the API checks the bounds and answers in the UI language. */
function fromDraft(d: Draft): CoachingProfileInput {
  const units = d.units === 'imperial' ? 'imperial' : 'metric';
  const height = parseDecimal(d.heightCm);
  const pick = <T extends string>(values: readonly T[], v: string): T | null =>
    (values as readonly string[]).includes(v) ? (v as T) : null;
  return {
    goal: pick(GOAL_PHASES, d.goal),
    heightCm: height === null ? null : Math.round(fromDisplayLength(height, units) * 10) / 10,
    birthYear: d.birthYear.trim() === '' ? null : Number(d.birthYear),
    sex: pick(SEXES, d.sex),
    trainingDays: d.trainingDays === '' ? null : Number(d.trainingDays),
    level: pick(LEVELS, d.level),
    equipment: pick(EQUIPMENT, d.equipment),
    units,
  };
}

/** A new unit system: the height typed so far is converted, so it still means the same. */
function switchUnits(d: Draft, units: string, lang: 'fr' | 'en'): Draft {
  const next = units === 'imperial' ? 'imperial' : 'metric';
  const typed = parseDecimal(d.heightCm);
  if (typed === null || next === d.units) return { ...d, units: next };
  const cm = fromDisplayLength(typed, d.units === 'imperial' ? 'imperial' : 'metric');
  return { ...d, units: next, heightCm: formatDecimal(toDisplayLength(cm, next), lang, 1) };
}

/** The coaching profile: goal phase, body, training, units. */
export function ProfileForm({ profile }: { profile: CoachingProfile }) {
  const t = useProgressT();
  const p = t.profile;
  const { lang } = useLanguage();
  const save = useSaveProfile();
  const [draft, setDraft] = useState<Draft>(() => toDraft(profile, lang));
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const options = <K extends string>(values: readonly K[], labels: Record<K, string>) => [
    { value: '', label: p.unset },
    ...values.map((v) => ({ value: v, label: labels[v] })),
  ];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(fromDraft(draft), {
      onSuccess: () => toast.success(t.saved),
      onError: (err) => toast.error(t.errorTitle, errorMessage(err, t.saveError)),
    });
  };

  return (
    <Panel aria-labelledby="progress-profile-title">
      <h2 id="progress-profile-title">{p.title}</h2>
      <form onSubmit={onSubmit} noValidate>
        <Fields>
          <Select
            label={p.goal}
            value={draft.goal}
            onChange={(e) => set('goal')(e.target.value)}
            options={options(GOAL_PHASES, p.goals)}
          />
          <Select
            label={p.units}
            value={draft.units}
            onChange={(e) => setDraft((d) => switchUnits(d, e.target.value, lang))}
            options={UNIT_SYSTEMS.map((v) => ({ value: v, label: p.unitSystems[v] }))}
          />
          <TextField
            label={p.height(lengthUnit(draft.units === 'imperial' ? 'imperial' : 'metric'))}
            inputMode="decimal"
            value={draft.heightCm}
            onChange={(e) => set('heightCm')(e.target.value)}
          />
          <TextField
            label={p.birthYear}
            inputMode="numeric"
            value={draft.birthYear}
            onChange={(e) => set('birthYear')(e.target.value)}
          />
          <Select
            label={p.sex}
            value={draft.sex}
            onChange={(e) => set('sex')(e.target.value)}
            options={options(SEXES, p.sexes)}
          />
          <Select
            label={p.trainingDays}
            value={draft.trainingDays}
            onChange={(e) => set('trainingDays')(e.target.value)}
            options={[
              { value: '', label: p.unset },
              ...[0, 1, 2, 3, 4, 5, 6, 7].map((n) => ({ value: String(n), label: String(n) })),
            ]}
          />
          <Select
            label={p.level}
            value={draft.level}
            onChange={(e) => set('level')(e.target.value)}
            options={options(LEVELS, p.levels)}
          />
          <Select
            label={p.equipment}
            value={draft.equipment}
            onChange={(e) => set('equipment')(e.target.value)}
            options={options(EQUIPMENT, p.equipments)}
          />
        </Fields>
        <Button type="submit" disabled={save.isPending} style={{ marginTop: 16 }}>
          {save.isPending ? p.saving : p.save}
        </Button>
      </form>
    </Panel>
  );
}
