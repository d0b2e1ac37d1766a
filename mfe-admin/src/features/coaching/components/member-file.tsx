import { MEASUREMENT_SITES, type AccessSource, type MemberFile } from '@zak/contract';
import { useEffect, useRef } from 'react';
import {
  Badge,
  Button,
  Table,
  TableCaption,
  TableWrapper,
  TBody,
  Td,
  Th,
  THead,
  Tr,
  useLanguage,
} from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { accessSourceLabel } from '../../../lib/access-source';
import { formatDateTime } from '../../../lib/format';
import { Heading, Muted, Section, SubHeading } from '../../../lib/ui/layout';
import { QueryState } from '../../../lib/ui/query-state';
import { useMemberFile } from '../api/coaching';
import { decimal, formatDay, percent } from '../format';
import { FlagRows, SectionTitle } from './attention-list';
import { CheckIns } from './check-ins';
import { CoachNotes } from './coach-notes';
import { useFlagDialog } from './flag-dialog';
import { Facts, Panel } from './desk-layout';
import { WeightChart } from './weight-chart';

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;

  h1:focus {
    outline: none;
  }
`;

const SOURCES: readonly string[] = ['admin', 'stripe', 'shopify', 'generic'];

interface MemberFileViewProps {
  memberId: string;
  onBack: () => void;
}

/** The member file: everything the coach needs about one member, the reply forms and the notes. */
export function MemberFileView({ memberId, onBack }: MemberFileViewProps) {
  const t = useT();
  const c = t.coaching;
  const file = useMemberFile(memberId);
  const title = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(file.data);

  // On arrival the focus moves to the file's title (the list it came from is gone).
  useEffect(() => {
    if (loaded) title.current?.focus();
  }, [loaded]);

  return (
    <Section aria-labelledby="coaching-file-title">
      <Top>
        <Button variant="secondary" size="sm" onClick={onBack}>
          {c.back}
        </Button>
        <Heading id="coaching-file-title" ref={title} tabIndex={-1}>
          {file.data ? c.file.title(file.data.member.username) : c.title}
        </Heading>
      </Top>
      <QueryState
        isPending={file.isPending}
        isError={file.isError && !file.data}
        onRetry={() => void file.refetch()}
      >
        {file.data && <FileParts data={file.data} />}
      </QueryState>
    </Section>
  );
}

function FileParts({ data }: { data: MemberFile }) {
  const t = useT();
  const c = t.coaching;
  const f = c.file;
  const { lang } = useLanguage();
  const { member, profile, training, aiUsage } = data;
  const flagsTitle = useRef<HTMLHeadingElement>(null);
  const flagDialog = useFlagDialog(flagsTitle);
  return (
    <>
      <Panel as="section" aria-labelledby="coaching-file-profile">
        <SubHeading id="coaching-file-profile">{f.profile}</SubHeading>
        <Facts>
          <dt>{f.email}</dt>
          <dd>{member.email ?? '—'}</dd>
          <dt>{f.memberSince}</dt>
          <dd>{formatDateTime(member.createdAt, lang)}</dd>
          <dt>{f.lastSignIn}</dt>
          <dd>{formatDateTime(member.lastSignInAt, lang, t.common.never)}</dd>
          <dt>{f.coach}</dt>
          <dd>{member.coach?.username ?? c.noCoach}</dd>
          <dt>{f.goal}</dt>
          <dd>{profile.goal ? f.goals[profile.goal] : '—'}</dd>
          <dt>{f.height}</dt>
          <dd>{profile.heightCm === null ? '—' : `${profile.heightCm} cm`}</dd>
          <dt>{f.birthYear}</dt>
          <dd>{profile.birthYear ?? '—'}</dd>
          <dt>{f.trainingDays}</dt>
          <dd>{profile.trainingDays ?? '—'}</dd>
        </Facts>
      </Panel>

      <Panel as="section" aria-labelledby="coaching-file-flags">
        <SectionTitle id="coaching-file-flags" ref={flagsTitle} tabIndex={-1}>
          {f.openFlags}
        </SectionTitle>
        {data.attention.length === 0 ? (
          <Muted>{f.noFlags}</Muted>
        ) : (
          <FlagRows items={data.attention} label={f.openFlags} onAct={flagDialog.act} />
        )}
        {flagDialog.dialog}
      </Panel>

      <Panel as="section" aria-labelledby="coaching-file-weight">
        <SubHeading id="coaching-file-weight">{f.weight}</SubHeading>
        <WeightChart weights={data.weights} labelledBy="coaching-file-weight" />
      </Panel>

      <Panel as="section" aria-labelledby="coaching-file-checkins">
        <SubHeading id="coaching-file-checkins">{f.checkIns}</SubHeading>
        <CheckIns checkIns={data.checkIns} />
      </Panel>

      <Panel as="section" aria-labelledby="coaching-file-measurements">
        <SubHeading id="coaching-file-measurements">{f.measurements}</SubHeading>
        {data.measurements.length === 0 ? (
          <Muted>{f.noMeasurements}</Muted>
        ) : (
          <TableWrapper label={f.measurements}>
            <Table>
              <TableCaption>{f.measurements}</TableCaption>
              <THead>
                <Tr>
                  <Th scope="col">{f.date}</Th>
                  {MEASUREMENT_SITES.map((site) => (
                    <Th scope="col" key={site}>
                      {f.sites[site]}
                    </Th>
                  ))}
                  <Th scope="col">{f.sites.bodyFat}</Th>
                </Tr>
              </THead>
              <TBody>
                {[...data.measurements].reverse().map((entry) => (
                  <Tr key={entry.id}>
                    <Th scope="row">{formatDay(entry.date, lang)}</Th>
                    {MEASUREMENT_SITES.map((site) => (
                      <Td key={site}>{decimal(entry[`${site}Cm`], lang)}</Td>
                    ))}
                    <Td>{decimal(entry.bodyFatPct, lang)}</Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </TableWrapper>
        )}
      </Panel>

      <Panel as="section" aria-labelledby="coaching-file-training">
        <SubHeading id="coaching-file-training">{f.training}</SubHeading>
        <Facts>
          <dt>{f.routine}</dt>
          <dd>
            {training.activeRoutine
              ? f.routineDays(training.activeRoutine.name, training.activeRoutine.daysPerWeek)
              : f.noRoutine}
          </dd>
          <dt>{f.sessions}</dt>
          <dd>{`${training.sessions7} / ${training.sessions30}`}</dd>
          <dt>{f.compliance}</dt>
          <dd>{`${percent(training.compliance7, lang)} / ${percent(training.compliance30, lang)}`}</dd>
          <dt>{f.lastSession}</dt>
          <dd>{formatDateTime(training.lastSessionAt, lang, '—')}</dd>
        </Facts>
        {training.records.length === 0 ? (
          <Muted>{f.noRecords}</Muted>
        ) : (
          <TableWrapper label={f.records}>
            <Table>
              <TableCaption>{f.records}</TableCaption>
              <THead>
                <Tr>
                  <Th scope="col">{f.lift}</Th>
                  <Th scope="col">{f.best}</Th>
                  <Th scope="col">{f.date}</Th>
                </Tr>
              </THead>
              <TBody>
                {training.records.map((record) => (
                  <Tr key={record.name}>
                    <Th scope="row">{record.name}</Th>
                    <Td>{decimal(record.bestE1rmKg, lang)}</Td>
                    <Td>{formatDay(record.date, lang)}</Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </TableWrapper>
        )}
      </Panel>

      <Panel as="section" aria-labelledby="coaching-file-ai">
        <SubHeading id="coaching-file-ai">{f.aiUsage}</SubHeading>
        <Facts>
          <dt>{f.messages7}</dt>
          <dd>{aiUsage.messages7}</dd>
          <dt>{f.messages30}</dt>
          <dd>{aiUsage.messages30}</dd>
          <dt>{f.messagesTotal}</dt>
          <dd>{aiUsage.messagesTotal}</dd>
          <dt>{f.conversations}</dt>
          <dd>{aiUsage.conversations}</dd>
        </Facts>
        {aiUsage.messagesTotal === 0 ? (
          <Muted>{f.noTopics}</Muted>
        ) : (
          <TableWrapper label={f.byTopic}>
            <Table>
              <TableCaption>{f.byTopic}</TableCaption>
              <THead>
                <Tr>
                  <Th scope="col">{f.topic}</Th>
                  <Th scope="col">{f.topic30}</Th>
                  <Th scope="col">{f.topicTotal}</Th>
                </Tr>
              </THead>
              <TBody>
                {aiUsage.topics.map((row) => (
                  <Tr key={row.topic}>
                    <Th scope="row">{f.topics[row.topic]}</Th>
                    <Td>{row.messages30}</Td>
                    <Td>{row.messagesTotal}</Td>
                  </Tr>
                ))}
                {aiUsage.unclassified.messagesTotal > 0 && (
                  <Tr>
                    <Th scope="row">{f.unclassified}</Th>
                    <Td>{aiUsage.unclassified.messages30}</Td>
                    <Td>{aiUsage.unclassified.messagesTotal}</Td>
                  </Tr>
                )}
              </TBody>
            </Table>
          </TableWrapper>
        )}
        <Muted>{f.aiHint}</Muted>
      </Panel>

      <Panel as="section" aria-labelledby="coaching-file-entitlements">
        <SubHeading id="coaching-file-entitlements">{f.entitlements}</SubHeading>
        {data.entitlements.length === 0 ? (
          <Muted>{f.noEntitlements}</Muted>
        ) : (
          <TableWrapper label={f.entitlements}>
            <Table>
              <TableCaption>{f.entitlements}</TableCaption>
              <THead>
                <Tr>
                  <Th scope="col">{f.source}</Th>
                  <Th scope="col">{f.status}</Th>
                  <Th scope="col">{f.periodEnd}</Th>
                </Tr>
              </THead>
              <TBody>
                {data.entitlements.map((entitlement, index) => (
                  <Tr key={`${entitlement.source}-${index}`}>
                    <Td>
                      {SOURCES.includes(entitlement.source)
                        ? accessSourceLabel(entitlement.source as AccessSource, lang)
                        : entitlement.source}
                    </Td>
                    <Td>
                      <Badge $tone={entitlement.status === 'active' ? 'success' : 'neutral'}>
                        {entitlement.status === 'active' ? t.common.active : f.ended}
                      </Badge>
                    </Td>
                    <Td>{formatDateTime(entitlement.periodEnd, lang, c.noAccessEnd)}</Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </TableWrapper>
        )}
      </Panel>

      <Panel as="section" aria-labelledby="coaching-file-notes">
        <SubHeading id="coaching-file-notes">{f.coachNotes}</SubHeading>
        <CoachNotes memberId={member.id} notes={data.notes} />
      </Panel>
    </>
  );
}
