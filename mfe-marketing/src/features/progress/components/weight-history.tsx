import { useState } from 'react';
import {
  formatDecimal,
  formatWeight,
  fromDisplayWeight,
  PROGRESS_LIMITS,
  toDisplayWeight,
  type UnitSystem,
  type WeightPoint,
} from '@zak/contract';
import {
  Button,
  Table,
  TableCaption,
  VisuallyHidden,
  TBody,
  Td,
  TextField,
  Th,
  THead,
  Tr,
  errorMessage,
  toast,
  useIsMobile,
  useLanguage,
} from 'shared-ui';
import { useProgressT } from '../i18n';
import { Muted } from '../../../lib/layout';
import { useLogWrites } from '../api/daily-log';
import { formatDay, parseDecimal } from '../lib/input';
import { DeleteEntryButton } from './delete-entry-button';
import { HistoryList } from './history-list';
import { RowActions, ScrollTable } from './tracker-layout';

/** Weigh-ins listed before "show all". */
const RECENT = 14;

/** The weigh-ins, newest first, each editable and deletable. */
export function WeightHistory({
  entries,
  units,
}: {
  entries: readonly WeightPoint[];
  units: UnitSystem;
}) {
  const t = useProgressT();
  const w = t.weight;
  const { lang } = useLanguage();
  const { replace } = useLogWrites('weights');
  const [editing, setEditing] = useState<{ id: string; value: string } | null>(null);
  const [all, setAll] = useState(false);
  const compact = useIsMobile();
  if (entries.length === 0) return <Muted>{w.empty}</Muted>;

  const failed = (err: unknown) => toast.error(t.errorTitle, errorMessage(err, t.saveError));
  const saveEdit = (entry: WeightPoint, value: string) => {
    const typed = parseDecimal(value);
    const kg = typed === null ? null : fromDisplayWeight(typed, units);
    const { min, max } = PROGRESS_LIMITS.weightKg;
    if (kg === null || kg < min || kg > max) return toast.error(t.errorTitle, w.invalid);
    replace.mutate(
      { id: entry.id, body: { date: entry.date, weightKg: Math.round(kg * 100) / 100 } },
      { onSuccess: () => setEditing(null), onError: failed },
    );
  };

  // Newest first; each with its change since the weigh-in before it.
  const shown = entries
    .map((entry, i) => ({ entry, previous: entries[i - 1] }))
    .reverse()
    .slice(0, all ? undefined : RECENT)
    .map(({ entry, previous }) => {
      const day = formatDay(entry.date, lang);
      const open = editing?.id === entry.id;
      const change = previous
        ? formatWeight(entry.weightKg - previous.weightKg, units, lang, true)
        : t.rows.none;
      const value = open ? (
        <TextField
          label={w.editLabel(day)}
          inputMode="decimal"
          value={editing.value}
          onChange={(e) => setEditing({ id: entry.id, value: e.target.value })}
        />
      ) : (
        formatWeight(entry.weightKg, units, lang)
      );
      const actions = open ? (
        <>
          <Button size="sm" onClick={() => saveEdit(entry, editing.value)}>
            {w.save}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
            {w.cancel}
          </Button>
        </>
      ) : (
        <>
          <Button
            size="sm"
            variant="secondary"
            aria-label={w.editLabel(day)}
            onClick={() =>
              setEditing({
                id: entry.id,
                value: formatDecimal(toDisplayWeight(entry.weightKg, units), lang, 1).replace(
                  /\s/g,
                  '',
                ),
              })
            }
          >
            {w.edit}
          </Button>
          <DeleteEntryButton path="weights" id={entry.id} label={w.removeLabel(day)} />
        </>
      );
      return { entry, day, open, change, value, actions };
    });
  const more = !all && entries.length > RECENT && (
    <Button size="sm" variant="ghost" onClick={() => setAll(true)}>
      {w.showAll(entries.length)}
    </Button>
  );

  if (compact) {
    return (
      <div>
        <h3>{w.history}</h3>
        <HistoryList
          label={w.history}
          rows={shown.map((row) => ({
            id: row.entry.id,
            day: row.day,
            value: row.value,
            change: row.change,
            detail: t.rows.averageOf(formatWeight(row.entry.average7, units, lang)),
            actions: row.actions,
            editing: row.open,
          }))}
        />
        {more}
      </div>
    );
  }
  return (
    <ScrollTable tabIndex={0} role="region" aria-label={w.history}>
      <Table>
        <TableCaption>{w.history}</TableCaption>
        <THead>
          <Tr>
            <Th>{w.date}</Th>
            <Th>{w.title}</Th>
            <Th>{t.rows.change}</Th>
            <Th>{w.average}</Th>
            <Th>
              <VisuallyHidden>{w.edit}</VisuallyHidden>
            </Th>
          </Tr>
        </THead>
        <TBody>
          {shown.map((row) => (
            <Tr key={row.entry.id}>
              <Td>{row.day}</Td>
              <Td>{row.value}</Td>
              <Td>{row.change}</Td>
              <Td>{formatWeight(row.entry.average7, units, lang)}</Td>
              <Td>
                <RowActions>{row.actions}</RowActions>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      {more}
    </ScrollTable>
  );
}
