import { useState } from 'react';
import type { PaymentEvent } from '@zak/contract';
import { Pagination } from 'shared-ui';
import styled from 'styled-components';
import { BusyRegion, Heading, Muted, Section, SubHeading } from '../../../lib/ui/layout';
import { QueryState } from '../../../lib/ui/query-state';
import { useEntitlements } from '../api/get-entitlements';
import { usePaymentEvents } from '../api/get-payment-events';
import { usePaymentTexts } from '../texts';
import { AttachDialog } from './attach-dialog';
import { EntitlementsTable } from './entitlements-table';
import { PaymentEventsTable } from './payment-events-table';

// A part of the tab: it may shrink below its table's width (the table scrolls inside its wrapper),
// so the page keeps the viewport's width on a phone.
const Part = styled.section`
  min-width: 0;
`;

/** "Abonnements" / "Subscriptions": the unmatched queue, the latest payments, access per member. */
export function PaymentsTab() {
  const p = usePaymentTexts();
  const [eventsPage, setEventsPage] = useState(1);
  const [accessPage, setAccessPage] = useState(1);
  const [attaching, setAttaching] = useState<PaymentEvent | null>(null);
  const unmatched = usePaymentEvents('unmatched', 1);
  const events = usePaymentEvents('all', eventsPage);
  const entitlements = useEntitlements(accessPage);
  return (
    <Section aria-labelledby="payments-title">
      <Heading id="payments-title">{p.title}</Heading>
      <Muted>{p.intro}</Muted>

      <Part aria-labelledby="payments-unmatched-title">
        <SubHeading id="payments-unmatched-title">{p.unmatchedTitle}</SubHeading>
        <QueryState
          isPending={unmatched.isPending}
          isError={unmatched.isError && !unmatched.data}
          onRetry={() => void unmatched.refetch()}
        >
          {unmatched.data && (
            <PaymentEventsTable
              events={unmatched.data.events}
              caption={p.unmatchedCaption}
              empty={p.unmatchedEmpty}
              onAttach={setAttaching}
            />
          )}
        </QueryState>
      </Part>

      <Part aria-labelledby="payments-events-title">
        <SubHeading id="payments-events-title">{p.eventsTitle}</SubHeading>
        <QueryState
          isPending={events.isPending}
          isError={events.isError && !events.data}
          onRetry={() => void events.refetch()}
        >
          {events.data && (
            <>
              <BusyRegion aria-busy={events.isPlaceholderData}>
                <PaymentEventsTable
                  events={events.data.events}
                  caption={p.eventsCaption}
                  empty={p.eventsEmpty}
                />
              </BusyRegion>
              {events.data.totalPages > 1 && (
                <Pagination
                  align="start"
                  page={eventsPage}
                  totalPages={events.data.totalPages}
                  onPageChange={setEventsPage}
                  label={p.eventsCaption}
                />
              )}
            </>
          )}
        </QueryState>
      </Part>

      <Part aria-labelledby="payments-access-title">
        <SubHeading id="payments-access-title">{p.entitlementsTitle}</SubHeading>
        <QueryState
          isPending={entitlements.isPending}
          isError={entitlements.isError && !entitlements.data}
          onRetry={() => void entitlements.refetch()}
        >
          {entitlements.data && (
            <>
              <BusyRegion aria-busy={entitlements.isPlaceholderData}>
                <EntitlementsTable entitlements={entitlements.data.entitlements} />
              </BusyRegion>
              {entitlements.data.totalPages > 1 && (
                <Pagination
                  align="start"
                  page={accessPage}
                  totalPages={entitlements.data.totalPages}
                  onPageChange={setAccessPage}
                  label={p.entitlementsCaption}
                />
              )}
            </>
          )}
        </QueryState>
      </Part>

      {attaching && <AttachDialog event={attaching} onClose={() => setAttaching(null)} />}
    </Section>
  );
}
