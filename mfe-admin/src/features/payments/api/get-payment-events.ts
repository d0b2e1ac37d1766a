import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type PaymentEventList, type PaymentEventResult } from '@zak/contract';
import { apiGet, withQuery } from 'shared-ui';

export const PAYMENTS_PAGE_SIZE = PAGE_SIZE.adminLogs;

export const paymentKeys = {
  all: ['admin', 'payments'] as const,
  events: (result: PaymentEventResult | 'all', page: number) =>
    [...paymentKeys.all, 'events', result, page] as const,
  entitlements: (page: number) => [...paymentKeys.all, 'entitlements', page] as const,
};

/** GET /api/admin/payments/events (newest first; `result` filters, e.g. the unmatched queue). */
export function getPaymentEvents(
  result: PaymentEventResult | 'all',
  page: number,
): Promise<PaymentEventList> {
  return apiGet<PaymentEventList>(
    withQuery('/api/admin/payments/events', {
      page,
      limit: PAYMENTS_PAGE_SIZE,
      result: result === 'all' ? undefined : result,
    }),
  );
}

export function paymentEventsQueryOptions(result: PaymentEventResult | 'all', page: number) {
  return queryOptions({
    queryKey: paymentKeys.events(result, page),
    queryFn: () => getPaymentEvents(result, page),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentEvents(result: PaymentEventResult | 'all', page: number) {
  return useQuery(paymentEventsQueryOptions(result, page));
}
