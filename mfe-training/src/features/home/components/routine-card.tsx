import type { Routine } from '@zak/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, ButtonLink, Card } from 'shared-ui';
import { useT } from '../../../i18n';
import { useLinks } from '../../../lib/links';

const Days = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
`;
const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
  }
`;

export function RoutineCard({
  routine,
  canStart,
  onStart,
}: {
  routine: Routine;
  /** False while a session is in progress (it is resumed, not started again). */
  canStart: boolean;
  onStart: (dayIndex: number) => void;
}) {
  const t = useT();
  const links = useLinks();
  return (
    <Card $highlight={routine.active}>
      <Title>
        <h3>{routine.name}</h3>
        {routine.active ? <Badge $tone="success">{t.home.active}</Badge> : null}
      </Title>
      <Days aria-label={t.home.daysOf(routine.name)}>
        {routine.days.map((day, i) => (
          <li key={i}>
            <span>{t.home.day(day.name, day.exercises.length)}</span>
            <Button
              aria-label={t.home.startDay(day.name)}
              onClick={() => onStart(i)}
              disabled={!canStart || day.exercises.length === 0}
            >
              {t.home.start}
            </Button>
          </li>
        ))}
      </Days>
      <ButtonLink as={Link} to={links.routine(routine.id)} $variant="secondary">
        {t.home.edit(routine.name)}
      </ButtonLink>
    </Card>
  );
}
