// The member home (/accueil, /home; issue #38): today at a glance, each card leading to its screen.
// The progress and access cards come from their features (the app composes them).
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { CardTitle, ROUTES, useLanguage } from 'shared-ui';
import { useT } from '../../../i18n';
import { Container, Grid, LinkCard, Muted, Section } from '../../../lib/layout';
import { useLastAnswer, usePlannedSession } from '../api/today';

/** An answer's first words, without the markdown's marks. */
export function answerPreview(content: string, max = 220): string {
  const plain = content
    .replace(/[#*_`>|~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/** A card of the home: its title, its query's loading and error states, its link. */
function TodayCard<T>({
  id,
  title,
  query,
  error,
  link,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  error: string;
  link: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useT().memberHome;
  return (
    <LinkCard as="article" aria-labelledby={id}>
      <CardTitle as="h2" id={id}>
        {title}
      </CardTitle>
      {query.isError ? (
        <p role="alert">{error}</p>
      ) : query.isPending ? (
        <Muted role="status">{t.loading}</Muted>
      ) : (
        children(query.data as T)
      )}
      {link}
    </LinkCard>
  );
}

function PlannedSessionCard() {
  const t = useT().memberHome.session;
  const { lang } = useLanguage();
  return (
    <TodayCard
      id="home-session-title"
      title={t.title}
      query={usePlannedSession()}
      error={t.error}
      link={<Link to={lang === 'en' ? ROUTES.trainingEn : ROUTES.training}>{t.open}</Link>}
    >
      {(planned) => {
        const day = planned?.routine.days[planned.dayIndex];
        if (!planned || !day) return <p>{t.none}</p>;
        return (
          <>
            {planned.inProgress && <p>{t.inProgress}</p>}
            <p>
              <strong>{t.next(day.name, planned.routine.name)}</strong>
            </p>
            <Muted>{t.exercises(day.exercises.length)}</Muted>
          </>
        );
      }}
    </TodayCard>
  );
}

function CoachAnswerCard() {
  const t = useT().memberHome.coach;
  return (
    <TodayCard
      id="home-coach-title"
      title={t.title}
      query={useLastAnswer()}
      error={t.error}
      link={<Link to={ROUTES.chat}>{t.open}</Link>}
    >
      {(answer) =>
        answer ? (
          <>
            <Muted>{answer.conversation}</Muted>
            <Quote>{answerPreview(answer.content)}</Quote>
          </>
        ) : (
          <p>{t.none}</p>
        )
      }
    </TodayCard>
  );
}

export function MemberHome({
  heading,
  cards,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  /** Other features' cards, in order (the check-in due, the weight average, the access). */
  cards: readonly ReactNode[];
}) {
  const t = useT().memberHome;
  const { lang } = useLanguage();
  const today = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date());
  return (
    <Section aria-labelledby="member-home-title">
      <Container>
        <Head>
          <h1 id="member-home-title" ref={heading} tabIndex={-1}>
            {t.title}
          </h1>
          <Muted>{t.today(today)}</Muted>
        </Head>
        <Grid $min="min(100%, 300px)">
          <li>
            <PlannedSessionCard />
          </li>
          {cards.map((card, i) => (
            <li key={i}>{card}</li>
          ))}
          <li>
            <CoachAnswerCard />
          </li>
        </Grid>
      </Container>
    </Section>
  );
}

const Head = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.xxl};
    &:focus {
      outline: none;
    }
  }
`;
const Quote = styled.p`
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;
