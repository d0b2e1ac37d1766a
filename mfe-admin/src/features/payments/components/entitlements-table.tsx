import type { MemberEntitlement } from '@zak/contract';
import {
  Badge,
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
import { formatDate } from '../../../lib/format';
import { Muted } from '../../../lib/ui/layout';
import { usePaymentTexts } from '../texts';

/** Each member's access by source: whether it counts now, until when, and if it renews. */
export function EntitlementsTable({ entitlements }: { entitlements: MemberEntitlement[] }) {
  const p = usePaymentTexts();
  const { lang } = useLanguage();
  if (entitlements.length === 0) return <Muted>{p.entitlementsEmpty}</Muted>;
  return (
    <TableWrapper label={p.entitlementsCaption}>
      <Table>
        <TableCaption>{p.entitlementsCaption}</TableCaption>
        <THead>
          <Tr>
            <Th scope="col">{p.member}</Th>
            <Th scope="col">{p.provider}</Th>
            <Th scope="col">{p.status}</Th>
            <Th scope="col">{p.periodEnd}</Th>
            <Th scope="col">{p.renewing}</Th>
          </Tr>
        </THead>
        <TBody>
          {entitlements.map((e) => (
            <Tr key={`${e.userId}-${e.source}`}>
              <Th scope="row">{e.username}</Th>
              <Td>{accessSourceLabel(e.source, lang)}</Td>
              <Td>
                <Badge $tone={e.effective ? 'success' : 'neutral'}>
                  {e.effective ? p.effective : p.ended}
                </Badge>
              </Td>
              <Td>{formatDate(e.periodEnd ?? null, lang, p.noEnd)}</Td>
              <Td>{e.renewing ? '✓' : '—'}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableWrapper>
  );
}
