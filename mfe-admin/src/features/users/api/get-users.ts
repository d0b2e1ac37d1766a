import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type AdminUserList, type AdminUsersQuery } from '@zak/contract';
import { apiGet } from 'shared-ui';
import { toQueryString } from '../../../lib/query-string';

export const USERS_PAGE_SIZE = PAGE_SIZE.users;

export type UsersFilters = Required<Pick<AdminUsersQuery, 'search' | 'role' | 'status'>>;

export const ALL_USERS_FILTERS: UsersFilters = { search: '', role: 'all', status: 'all' };

export function getUsers(filters: UsersFilters, page: number): Promise<AdminUserList> {
  const query = toQueryString({ page, limit: USERS_PAGE_SIZE, ...filters });
  return apiGet<AdminUserList>(`/api/admin/users${query}`);
}

export const usersKeys = {
  all: ['admin', 'users'] as const,
  list: (filters: UsersFilters, page: number) => [...usersKeys.all, 'list', filters, page] as const,
};

export function usersQueryOptions(filters: UsersFilters, page: number) {
  return queryOptions({
    queryKey: usersKeys.list(filters, page),
    queryFn: () => getUsers(filters, page),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filters: UsersFilters, page: number) {
  return useQuery(usersQueryOptions(filters, page));
}
