import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { Heading, Section } from '../../../lib/ui/layout';
import { ALL_ROSTER_FILTERS, type RosterFilters } from '../api/coaching';
import { AttentionList } from './attention-list';
import { MemberFileView } from './member-file';
import { Roster } from './roster';

const Title = styled(Heading)`
  &:focus {
    outline: none;
  }
`;

/**
 * "Suivi" / "Coaching" (issue 36): the attention list and the roster, then a member's file. The
 * roster's filters survive a visit to a file; back from it, the focus returns to the desk's title.
 */
export function CoachingTab() {
  const t = useT();
  const { user } = useCurrentUser();
  const [memberId, setMemberId] = useState<string | null>(null);
  const [filters, setFilters] = useState<RosterFilters>(ALL_ROSTER_FILTERS);
  const [returned, setReturned] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (returned && memberId === null) title.current?.focus();
  }, [returned, memberId]);

  if (memberId) {
    return (
      <MemberFileView
        memberId={memberId}
        onBack={() => {
          setMemberId(null);
          setReturned(true);
        }}
      />
    );
  }
  return (
    <Section aria-labelledby="admin-coaching-title">
      <Title id="admin-coaching-title" ref={title} tabIndex={-1}>
        {t.coaching.title}
      </Title>
      <AttentionList onOpen={setMemberId} />
      <Roster
        filters={filters}
        onFiltersChange={setFilters}
        onOpen={setMemberId}
        showCoach={user?.role !== 'coach'}
      />
    </Section>
  );
}
