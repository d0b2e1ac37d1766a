import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { REMINDER_SCHEDULE, type ReminderSetting } from '@zak/contract';
import {
  Button,
  Card,
  CardTitle,
  Select,
  Switch,
  TextField,
  errorMessage,
  toast,
  useLanguage,
} from 'shared-ui';
import { useReminders, useSaveReminder } from './api';
import { useRemindersT, type RemindersTexts } from './texts';

/** The browser's time zone ("Europe/Paris"), the default of a reminder never turned on. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Paris';

/** Every IANA name the browser knows, for the time zone field's suggestions. */
const timeZones = (): string[] => {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
};

/** The account page's reminders (issue #37): a switch per kind, its day, time and time zone. */
export function RemindersSection() {
  const t = useRemindersT();
  const reminders = useReminders();
  return (
    <Wrapper as="section" aria-labelledby="account-reminders-title">
      <CardTitle as="h3" id="account-reminders-title">
        {t.title}
      </CardTitle>
      <p>{t.intro}</p>
      {reminders.isPending ? <p role="status">{t.loading}</p> : null}
      {reminders.isError ? <p role="alert">{t.loadError}</p> : null}
      <List>
        {(reminders.data?.reminders ?? []).map((r) => (
          <li key={r.kind}>
            <ReminderRow setting={r} t={t} />
          </li>
        ))}
      </List>
      <datalist id="reminder-time-zones">
        {timeZones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </Wrapper>
  );
}

function ReminderRow({ setting, t }: { setting: ReminderSetting; t: RemindersTexts }) {
  const { lang } = useLanguage();
  const save = useSaveReminder();
  const schedule = REMINDER_SCHEDULE[setting.kind];
  const [weekday, setWeekday] = useState(String(setting.weekday ?? 0));
  const [time, setTime] = useState(setting.time ?? '08:00');
  const [days, setDays] = useState<number[]>(setting.days ?? []);
  const [timeZone, setTimeZone] = useState(setting.enabled ? setting.timeZone : browserTimeZone());
  const text = t.kinds[setting.kind];
  const id = `reminder-${setting.kind}`;

  const submit = (enabled: boolean) =>
    save.mutate(
      {
        kind: setting.kind,
        body: {
          enabled,
          timeZone: timeZone.trim(),
          ...(schedule === 'weekly' ? { weekday: Number(weekday) } : {}),
          ...(schedule !== 'event' ? { time } : {}),
          ...(schedule === 'daily' ? { days: days.length ? days : null } : {}),
        },
      },
      {
        onSuccess: () => toast.success(t.saved, text.name),
        onError: (err) => toast.error(t.error, errorMessage(err, t.error)),
      },
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(setting.enabled);
  };
  const next = setting.nextDueAt
    ? new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: setting.timeZone,
      }).format(new Date(setting.nextDueAt))
    : null;

  return (
    <Row onSubmit={onSubmit} aria-labelledby={`${id}-name`}>
      <Head>
        <div>
          <Name id={`${id}-name`}>{text.name}</Name>
          <Description>{text.description}</Description>
        </div>
        <Switch
          id={`${id}-switch`}
          label={text.name}
          text={setting.enabled ? t.on : t.off}
          checked={setting.enabled}
          disabled={save.isPending}
          onChange={(on) => submit(on)}
        />
      </Head>
      {schedule !== 'event' ? (
        <Fields>
          {schedule === 'weekly' ? (
            <Select
              id={`${id}-weekday`}
              label={t.weekday}
              value={weekday}
              onChange={(e) => setWeekday(e.target.value)}
              options={t.weekdays.map((label, value) => ({ value: String(value), label }))}
            />
          ) : null}
          {schedule === 'daily' ? (
            <DayPicker id={`${id}-days`} days={days} t={t} onChange={(next) => setDays(next)} />
          ) : null}
          <TextField
            id={`${id}-time`}
            type="time"
            label={t.time}
            value={time}
            required
            onChange={(e) => setTime(e.target.value)}
          />
          <TextField
            id={`${id}-zone`}
            label={t.timeZone}
            hint={t.timeZoneHint}
            value={timeZone}
            list="reminder-time-zones"
            autoComplete="off"
            spellCheck={false}
            required
            onChange={(e) => setTimeZone(e.target.value)}
          />
          <Button type="submit" size="sm" variant="secondary" disabled={save.isPending}>
            {save.isPending ? t.saving : t.save}
          </Button>
        </Fields>
      ) : null}
      {next && setting.enabled ? (
        <Next>
          {t.next} {next}
        </Next>
      ) : null}
    </Row>
  );
}

/** Monday first, as both languages' calendars show a week here. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** The training days: one box per weekday, in a row that wraps on a phone. */
function DayPicker({
  id,
  days,
  t,
  onChange,
}: {
  id: string;
  days: number[];
  t: RemindersTexts;
  onChange: (days: number[]) => void;
}) {
  return (
    <Days aria-describedby={`${id}-hint`}>
      <legend>{t.days}</legend>
      <DayBoxes>
        {WEEK_ORDER.map((day) => {
          const checked = days.includes(day);
          return (
            <DayBox key={day} $checked={checked}>
              <input
                type="checkbox"
                checked={checked}
                aria-label={t.weekdays[day]}
                onChange={() =>
                  onChange(
                    checked ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b),
                  )
                }
              />
              <span aria-hidden="true">{t.weekdaysShort[day]}</span>
            </DayBox>
          );
        })}
      </DayBoxes>
      <DaysHint id={`${id}-hint`}>{t.daysHint}</DaysHint>
    </Days>
  );
}

const Days = styled.fieldset`
  grid-column: 1 / -1;
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;
const DayBoxes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
const DayBox = styled.label<{ $checked: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $checked }) => ($checked ? theme.color.primary : 'transparent')};
  color: ${({ theme, $checked }) => ($checked ? theme.color.onPrimary : 'inherit')};
  font-weight: ${({ theme, $checked }) =>
    $checked ? theme.fontWeight.bold : theme.fontWeight.regular};
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
const DaysHint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Wrapper = styled(Card)`
  margin-top: ${({ theme }) => theme.space.xl};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;
const Row = styled.form`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding-top: ${({ theme }) => theme.space.md};
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  & > :first-child {
    min-width: 0;
  }
  & > :last-child {
    flex: none;
  }
`;
const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;
const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  margin-top: ${({ theme }) => theme.space.sm};
`;
const Next = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
