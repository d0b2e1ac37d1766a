import { useRef, useState, type FormEvent } from 'react';
import {
  BODY_FAT_METHODS,
  MEASUREMENT_SITES,
  PROGRESS_LIMITS,
  formatDecimal,
  formatLength,
  formatPercent,
  fromDisplayLength,
  lengthUnit,
  toDisplayLength,
  type MeasurementEntry,
  type MeasurementInput,
  type MeasurementSite,
  type UnitSystem,
} from '@zak/contract';
import styled from 'styled-components';
import {
  Button,
  Select,
  Table,
  TableCaption,
  TBody,
  Td,
  TextField,
  Th,
  THead,
  Tr,
  VisuallyHidden,
  errorMessage,
  toast,
  useIsMobile,
  useLanguage,
} from 'shared-ui';
import { useProgressT } from '../i18n';
import { Muted } from '../../../lib/layout';
import { useLog, useLogWrites } from '../api/daily-log';
import { dayProblem, formatDay, localToday, parseDecimal } from '../lib/input';
import { DeleteEntryButton } from './delete-entry-button';
import { HistoryList } from './history-list';
import { LazyTrendChart } from './lazy-chart';
import { Fields, Panel, RowActions, ScrollTable } from './tracker-layout';

type Shown = MeasurementSite | 'bodyFat';
/** Entries listed before "show all". */
const RECENT = 5;
const key = (shown: Shown) => (shown === 'bodyFat' ? 'bodyFatPct' : (`${shown}Cm` as const));

/** Measurements: the day's form, a chart per measurement and its first-to-last change. */
export function MeasurementsSection({ units }: { units: UnitSystem }) {
  const t = useProgressT();
  const m = t.measurements;
  const { lang } = useLanguage();
  const log = useLog('measurements');
  const { save, replace } = useLogWrites('measurements');
  const form = useRef<HTMLFormElement>(null);
  // The entry being edited (its values are in the form), or null for a new day's entry.
  const [editing, setEditing] = useState<string | null>(null);
  const today = localToday();
  const [date, setDate] = useState(today);
  const [values, setValues] = useState<Record<string, string>>({});
  const [method, setMethod] = useState('');
  const [shown, setShown] = useState<Shown>('waist');
  const [dateError, setDateError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = dayProblem(date, today);
    if (problem) {
      setDateError(t.dayProblems[problem]);
      return;
    }
    const body: MeasurementInput = { date };
    for (const site of MEASUREMENT_SITES) {
      const typed = parseDecimal(values[site] ?? '');
      if (typed !== null) body[`${site}Cm`] = Math.round(fromDisplayLength(typed, units) * 10) / 10;
    }
    const fat = parseDecimal(values.bodyFat ?? '');
    if (fat !== null) body.bodyFatPct = fat;
    if (method) body.bodyFatMethod = method as MeasurementInput['bodyFatMethod'];
    const done = {
      onSuccess: () => {
        reset();
        toast.success(t.saved);
      },
      onError: (err: unknown) => toast.error(t.errorTitle, errorMessage(err, t.saveError)),
    };
    if (editing) replace.mutate({ id: editing, body }, done);
    else save.mutate(body, done);
  };

  const reset = () => {
    setEditing(null);
    setValues({});
    setMethod('');
    setDate(today);
    setDateError(null);
  };

  /** Puts an entry's values in the form, in the member's units, and moves focus there. */
  const startEdit = (entry: MeasurementEntry) => {
    const shownValue = (v: number | null, length: boolean) =>
      typeof v === 'number'
        ? formatDecimal(length ? toDisplayLength(v, units) : v, lang, 1).replace(/\s/g, '')
        : '';
    setEditing(entry.id);
    setDate(entry.date);
    setDateError(null);
    setValues({
      ...Object.fromEntries(MEASUREMENT_SITES.map((s) => [s, shownValue(entry[`${s}Cm`], true)])),
      bodyFat: shownValue(entry.bodyFatPct, false),
    });
    setMethod(entry.bodyFatMethod ?? '');
    form.current?.querySelector('input')?.focus();
  };

  const fat = (v: number, signed = false) => formatPercent(v, lang, 1, signed);
  const format = (v: number) => (shown === 'bodyFat' ? fat(v) : formatLength(v, units, lang));
  const entries = (log.data?.entries ?? []).filter(
    (e: MeasurementEntry) => typeof e[key(shown)] === 'number',
  );
  const first = entries[0]?.[key(shown)];
  const last = entries.at(-1)?.[key(shown)];
  const unit = lengthUnit(units);
  const label = (s: Shown) => (s === 'bodyFat' ? m.bodyFat : m.sites[s]);

  /** An entry's values: "Tour de taille 84,5 cm, Masse grasse 18,5 %". */
  const summary = (e: MeasurementEntry) =>
    [...MEASUREMENT_SITES.map((s) => [m.sites[s], e[`${s}Cm`]] as const)]
      .filter(([, v]) => typeof v === 'number')
      .map(([name, v]) => `${name} ${formatLength(v as number, units, lang)}`)
      .concat(typeof e.bodyFatPct === 'number' ? [`${m.bodyFatName} ${fat(e.bodyFatPct)}`] : [])
      .join(', ');
  const compact = useIsMobile();
  const all = log.data?.entries ?? [];
  // Newest first, each with the shown measurement and its change since the entry before that
  // held it (the same data in the compact list and the table).
  const recent = all
    .map((e, i) => {
      const v = e[key(shown)];
      const before = all
        .slice(0, i)
        .reverse()
        .find((p) => typeof p[key(shown)] === 'number')?.[key(shown)];
      return {
        e,
        day: formatDay(e.date, lang),
        value: typeof v === 'number' ? format(v) : t.rows.none,
        change:
          typeof v === 'number' && typeof before === 'number'
            ? shown === 'bodyFat'
              ? fat(v - before, true)
              : formatLength(v - before, units, lang, true)
            : t.rows.none,
      };
    })
    .reverse()
    .slice(0, showAll ? undefined : RECENT);
  const more = !showAll && all.length > RECENT && (
    <Button size="sm" variant="ghost" onClick={() => setShowAll(true)}>
      {m.showAll(all.length)}
    </Button>
  );
  const rowActions = (e: MeasurementEntry, day: string) => (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={m.editLabel(day)}
        onClick={() => startEdit(e)}
      >
        {t.weight.edit}
      </Button>{' '}
      <DeleteEntryButton path="measurements" id={e.id} label={m.removeLabel(day)} />
    </>
  );

  return (
    <Panel aria-labelledby="progress-measurements-title">
      <h2 id="progress-measurements-title">{m.title}</h2>
      <form ref={form} onSubmit={onSubmit} noValidate aria-label={editing ? m.editing : undefined}>
        <Fields>
          <TextField
            label={t.weight.date}
            type="date"
            value={date}
            max={today}
            min={PROGRESS_LIMITS.firstDate}
            onChange={(e) => {
              setDate(e.target.value);
              setDateError(null);
            }}
            error={dateError}
          />
          {MEASUREMENT_SITES.map((site) => (
            <TextField
              key={site}
              label={`${m.sites[site]} (${unit})`}
              inputMode="decimal"
              value={values[site] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [site]: e.target.value }))}
            />
          ))}
          <TextField
            label={m.bodyFat}
            inputMode="decimal"
            value={values.bodyFat ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, bodyFat: e.target.value }))}
          />
          <Select
            label={m.method}
            value={method}
            onChange={(e) => setMethod(e.target.value)}
            options={[
              { value: '', label: t.profile.unset },
              ...BODY_FAT_METHODS.map((v) => ({ value: v, label: m.methods[v] })),
            ]}
          />
        </Fields>
        <Actions>
          <Button type="submit" disabled={save.isPending || replace.isPending}>
            {editing ? m.saveEdit : m.add}
          </Button>
          {editing && (
            <Button type="button" variant="ghost" onClick={reset}>
              {t.weight.cancel}
            </Button>
          )}
        </Actions>
      </form>
      <Select
        label={m.show}
        value={shown}
        onChange={(e) => setShown(e.target.value as Shown)}
        options={[...MEASUREMENT_SITES, 'bodyFat' as const].map((s) => ({
          value: s,
          label: label(s),
        }))}
      />
      {recent.length > 0 &&
        (compact ? (
          <HistoryList
            label={m.history}
            rows={recent.map((r) => ({
              id: r.e.id,
              day: r.day,
              value: `${label(shown)} ${r.value}`,
              change: r.change,
              detail: summary(r.e),
              actions: rowActions(r.e, r.day),
            }))}
          />
        ) : (
          <ScrollTable tabIndex={0} role="region" aria-label={m.history}>
            <Table>
              <TableCaption>{m.history}</TableCaption>
              <THead>
                <Tr>
                  <Th>{t.weight.date}</Th>
                  <Th>{label(shown)}</Th>
                  <Th>{t.rows.change}</Th>
                  <Th>{m.all}</Th>
                  <Th>
                    <VisuallyHidden>{t.weight.edit}</VisuallyHidden>
                  </Th>
                </Tr>
              </THead>
              <TBody>
                {recent.map((r) => (
                  <Tr key={r.e.id}>
                    <Td>{r.day}</Td>
                    <Td>{r.value}</Td>
                    <Td>{r.change}</Td>
                    <Td>{summary(r.e)}</Td>
                    <Td>
                      <RowActions>{rowActions(r.e, r.day)}</RowActions>
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </ScrollTable>
        ))}
      {more}
      {typeof first === 'number' && typeof last === 'number' ? (
        <>
          <p>
            {m.change(
              format(first),
              format(last),
              shown === 'bodyFat'
                ? fat(last - first, true)
                : formatLength(last - first, units, lang, true),
            )}
          </p>
          <LazyTrendChart
            labelledBy="progress-measurements-title"
            description={label(shown)}
            rows={entries.map((e) => {
              const v = e[key(shown)];
              return {
                date: e.date,
                value:
                  typeof v === 'number'
                    ? shown === 'bodyFat'
                      ? v
                      : Math.round(toDisplayLength(v, units) * 10) / 10
                    : null,
              };
            })}
            series={[{ key: 'value', name: label(shown), kind: 'line' }]}
            format={(v) => (shown === 'bodyFat' ? fat(v) : `${formatDecimal(v, lang, 1)} ${unit}`)}
            tickStep={0.5}
          />
        </>
      ) : (
        // One line: the log is empty, or the measurement shown has no record yet.
        <Muted>{(log.data?.entries.length ?? 0) > 0 ? m.noneShown(label(shown)) : m.empty}</Muted>
      )}
    </Panel>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
`;
