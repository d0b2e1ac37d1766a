import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberEntitlementList } from '@zak/contract';
import { apiGet, withQuery } from 'shared-ui';
import { PAYMENTS_PAGE_SIZE, paymentKeys } from './get-payment-events';

/** GET /api/admin/payments/entitlements: every member's access by source, latest change first. */
export function getEntitlements(page: number): Promise<MemberEntitlementList> {
  return apiGet<MemberEntitlementList>(
    withQuery('/api/admin/payments/entitlements', { page, limit: PAYMENTS_PAGE_SIZE }),
  );
}

export function entitlementsQueryOptions(page: number) {
  return queryOptions({
    queryKey: paymentKeys.entitlements(page),
    queryFn: () => getEntitlements(page),
    placeholderData: keepPreviousData,
  });
}

export function useEntitlements(page: number) {
  return useQuery(entitlementsQueryOptions(page));
}
