import type { PaymentEvent } from '@zak/contract';
import {
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
import { accessSourceLabel } from '../../../lib/access-source';
import { formatDate, formatDateTime } from '../../../lib/format';
import { Muted } from '../../../lib/ui/layout';
import { fill, usePaymentTexts } from '../texts';

export function formatAmount(event: PaymentEvent, lang: 'fr' | 'en'): string {
  if (event.amountCents === null) return '—';
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  if (!event.currency || !/^[a-z]{3}$/.test(event.currency)) {
    return new Intl.NumberFormat(locale).format(event.amountCents / 100);
  }
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: event.currency.toUpperCase(),
  }).format(event.amountCents / 100);
}

interface Props {
  events: PaymentEvent[];
  caption: string;
  empty: string;
  /** The unmatched queue: an "attach" button per row. */
  onAttach?: (event: PaymentEvent) => void;
}

/** Payment events: when, from which shop, what, who paid, how much, and what it did. */
export function PaymentEventsTable({ events, caption, empty, onAttach }: Props) {
  const p = usePaymentTexts();
  const { lang } = useLanguage();
  if (events.length === 0) return <Muted>{empty}</Muted>;
  return (
    <TableWrapper label={caption}>
      <Table>
        <TableCaption>{caption}</TableCaption>
        <THead>
          <Tr>
            <Th scope="col">{p.received}</Th>
            <Th scope="col">{p.provider}</Th>
            <Th scope="col">{p.type}</Th>
            <Th scope="col">{p.payer}</Th>
            <Th scope="col">{p.amount}</Th>
            <Th scope="col">{onAttach ? p.periodEnd : p.result}</Th>
            <Th scope="col">{onAttach ? p.attach : p.member}</Th>
          </Tr>
        </THead>
        <TBody>
          {events.map((event) => {
            const payer = event.email ?? event.externalRef ?? '—';
            return (
              <Tr key={event.id}>
                <Td>{formatDateTime(event.receivedAt, lang)}</Td>
                <Td>{accessSourceLabel(event.provider, lang)}</Td>
                <Td>{event.type}</Td>
                <Td>{payer}</Td>
                <Td>{formatAmount(event, lang)}</Td>
                {onAttach ? (
                  <>
                    <Td>{formatDate(event.periodEnd, lang, p.noEnd)}</Td>
                    <Td>
                      <Button
                        size="sm"
                        variant="secondary"
                        type="button"
                        aria-label={fill(p.attachLabel, { payer })}
                        onClick={() => onAttach(event)}
                      >
                        {p.attach}
                      </Button>
                    </Td>
                  </>
                ) : (
                  <>
                    <Td>{p.results[event.result]}</Td>
                    <Td>{event.username ?? '—'}</Td>
                  </>
                )}
              </Tr>
            );
          })}
        </TBody>
      </Table>
    </TableWrapper>
  );
}
