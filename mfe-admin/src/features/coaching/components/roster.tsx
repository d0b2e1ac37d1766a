import {
  formatDecimal,
  ROSTER_FILTERS,
  ROSTER_SORTS,
  type RosterFilter,
  type RosterMember,
  type RosterSort,
} from '@zak/contract';
import { useState } from 'react';
import {
  Badge,
  Button,
  Pagination,
  Select,
  Table,
  TableCaption,
  TableWrapper,
  TBody,
  Td,
  TextField,
  Th,
  THead,
  Tr,
  useDebouncedValue,
  useIsMobile,
  useLanguage,
  type Lang,
} from 'shared-ui';
import styled from 'styled-components';
import { useT, type Texts } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { BusyRegion, Muted, SubHeading, Toolbar } from '../../../lib/ui/layout';
import { QueryState } from '../../../lib/ui/query-state';
import { ALL_ROSTER_FILTERS, useRoster, type RosterFilters } from '../api/coaching';
import { decimal, formatDay, percent } from '../format';
import { NameButton } from './attention-list';
import { Panel } from './desk-layout';

const Search = styled.div`
  flex: 1 1 16rem;
  max-width: 24rem;

  ${({ theme }) => theme.media.mobile} {
    flex-basis: 100%;
    max-width: none;
  }
`;

const Compact = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  li {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

function rateText(member: RosterMember, lang: Lang, c: Texts['coaching']): string {
  const rate =
    member.weeklyRatePct === null
      ? '—'
      : c.ratePerWeek(formatDecimal(member.weeklyRatePct, lang, 2, true));
  const range = member.rateRange
    ? c.range(
        formatDecimal(member.rateRange.min, lang, 2, true),
        formatDecimal(member.rateRange.max, lang, 2, true),
      )
    : c.noGoal;
  return `${rate} (${range})`;
}

function accessText(member: RosterMember, lang: Lang, c: Texts['coaching']): string {
  if (!member.hasAccess) return c.noAccess;
  return member.accessEndsAt ? formatDay(member.accessEndsAt, lang) : c.noAccessEnd;
}

function checkInText(member: RosterMember, lang: Lang, c: Texts['coaching']): string {
  const last = member.lastCheckIn;
  if (!last) return '—';
  return `${formatDay(last.date, lang)} (${c.scores(last.dietAdherence, last.trainingAdherence)})`;
}

interface RosterProps {
  filters: RosterFilters;
  onFiltersChange: (filters: RosterFilters) => void;
  onOpen: (memberId: string) => void;
  /** Administrators see each member's coach; a coach follows them all. */
  showCoach: boolean;
}

/** "Membres suivis": search, filter, sort and pages like the users tab; a table, a list on a phone. */
export function Roster({ filters, onFiltersChange, onOpen, showCoach }: RosterProps) {
  const t = useT();
  const c = t.coaching;
  const { lang } = useLanguage();
  const mobile = useIsMobile();
  // `filters.search` is what is typed; the query uses its debounced value.
  const search = useDebouncedValue(filters.search.trim(), undefined, '');
  const applied: RosterFilters = { ...filters, search };
  const key = JSON.stringify(applied);
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const roster = useRoster(applied, page);
  const data = roster.data;

  const set = (changes: Partial<RosterFilters>) => onFiltersChange({ ...filters, ...changes });

  return (
    <Panel as="section" aria-labelledby="coaching-roster-title">
      <SubHeading id="coaching-roster-title">{c.rosterTitle}</SubHeading>
      <Toolbar role="search">
        <Search>
          <TextField
            id="coaching-roster-search"
            label={c.search}
            type="search"
            maxLength={100}
            value={filters.search}
            placeholder={c.searchPlaceholder}
            onChange={(event) => set({ search: event.target.value })}
          />
        </Search>
        <Select
          id="coaching-roster-filter"
          label={c.filter}
          value={filters.filter}
          options={ROSTER_FILTERS.map((value) => ({ value, label: c.filters[value] }))}
          onChange={(event) => set({ filter: event.target.value as RosterFilter })}
        />
        <Select
          id="coaching-roster-sort"
          label={c.sort}
          value={filters.sort}
          options={ROSTER_SORTS.map((value) => ({ value, label: c.sorts[value] }))}
          onChange={(event) => set({ sort: event.target.value as RosterSort })}
        />
        <Select
          id="coaching-roster-order"
          label={c.order}
          value={filters.order}
          options={[
            { value: 'asc', label: c.asc },
            { value: 'desc', label: c.desc },
          ]}
          onChange={(event) => set({ order: event.target.value as 'asc' | 'desc' })}
        />
        <Button variant="secondary" size="sm" onClick={() => onFiltersChange(ALL_ROSTER_FILTERS)}>
          {c.reset}
        </Button>
      </Toolbar>
      <QueryState
        isPending={roster.isPending}
        isError={roster.isError && !data}
        onRetry={() => void roster.refetch()}
      >
        {data && (
          <>
            <Muted aria-live="polite">{c.rosterCount(data.totalCount)}</Muted>
            <BusyRegion aria-busy={roster.isPlaceholderData}>
              {data.members.length === 0 ? (
                <Muted>{c.rosterEmpty}</Muted>
              ) : mobile ? (
                <Compact aria-label={c.rosterCaption}>
                  {data.members.map((member) => (
                    <li key={member.id}>
                      <p>
                        <NameButton
                          type="button"
                          aria-label={c.open(member.username)}
                          onClick={() => onOpen(member.id)}
                        >
                          {member.username}
                        </NameButton>{' '}
                        {member.flags > 0 && (
                          <Badge $tone="warning">
                            {c.pair(c.columns.flags, String(member.flags))}
                          </Badge>
                        )}
                      </p>
                      <Small>{c.pair(c.columns.lastCheckIn, checkInText(member, lang, c))}</Small>
                      <Small>
                        {c.pair(
                          c.columns.weight,
                          `${decimal(member.weightAverage7, lang)} kg · ${rateText(member, lang, c)}`,
                        )}
                      </Small>
                      <Small>
                        {c.pair(
                          c.columns.compliance,
                          `${percent(member.compliance7, lang)} / ${percent(member.compliance30, lang)}`,
                        )}
                      </Small>
                      <Small>{c.pair(c.columns.accessEnd, accessText(member, lang, c))}</Small>
                    </li>
                  ))}
                </Compact>
              ) : (
                <TableWrapper label={c.rosterCaption}>
                  <Table>
                    <TableCaption>{c.rosterCaption}</TableCaption>
                    <THead>
                      <Tr>
                        <Th scope="col">{c.columns.member}</Th>
                        <Th scope="col">{c.columns.lastSignIn}</Th>
                        <Th scope="col">{c.columns.lastCheckIn}</Th>
                        <Th scope="col">{c.columns.weight}</Th>
                        <Th scope="col">{c.columns.rate}</Th>
                        <Th scope="col">{c.columns.compliance}</Th>
                        <Th scope="col">{c.columns.accessEnd}</Th>
                        <Th scope="col">{c.columns.flags}</Th>
                        {showCoach && <Th scope="col">{c.columns.coach}</Th>}
                      </Tr>
                    </THead>
                    <TBody>
                      {data.members.map((member) => (
                        <Tr key={member.id}>
                          <Th scope="row">
                            <NameButton
                              type="button"
                              aria-label={c.open(member.username)}
                              onClick={() => onOpen(member.id)}
                            >
                              {member.username}
                            </NameButton>
                          </Th>
                          <Td>{formatDateTime(member.lastSignInAt, lang, t.common.never)}</Td>
                          <Td>{checkInText(member, lang, c)}</Td>
                          <Td>
                            {member.weightAverage7 === null
                              ? '—'
                              : `${decimal(member.weightAverage7, lang)} kg`}
                          </Td>
                          <Td>{rateText(member, lang, c)}</Td>
                          <Td>{`${percent(member.compliance7, lang)} / ${percent(member.compliance30, lang)}`}</Td>
                          <Td>{accessText(member, lang, c)}</Td>
                          <Td>
                            {member.flags > 0 ? <Badge $tone="warning">{member.flags}</Badge> : '0'}
                          </Td>
                          {showCoach && <Td>{member.coach?.username ?? c.noCoach}</Td>}
                        </Tr>
                      ))}
                    </TBody>
                  </Table>
                </TableWrapper>
              )}
            </BusyRegion>
            <Pagination
              align="start"
              page={page}
              totalPages={Math.max(1, data.totalPages)}
              onPageChange={(next) => setPaging({ key, page: next })}
              label={c.rosterCaption}
            />
          </>
        )}
      </QueryState>
    </Panel>
  );
}
