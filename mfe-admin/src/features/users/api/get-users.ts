import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type AdminUserList, type AdminUsersQuery } from '@zak/contract';
import { apiGet, withQuery } from 'shared-ui';

export const USERS_PAGE_SIZE = PAGE_SIZE.users;

export type UsersFilters = Required<Pick<AdminUsersQuery, 'search' | 'role' | 'status'>>;

export const ALL_USERS_FILTERS: UsersFilters = { search: '', role: 'all', status: 'all' };

/** The filters as query parameters: "all" (a select's no-filter choice) is left out. */
export function usersFilterParams({ search, role, status }: UsersFilters) {
  return {
    search,
    role: role === 'all' ? undefined : role,
    status: status === 'all' ? undefined : status,
  };
}

export function getUsers(filters: UsersFilters, page: number): Promise<AdminUserList> {
  return apiGet<AdminUserList>(
    withQuery('/api/admin/users', { page, limit: USERS_PAGE_SIZE, ...usersFilterParams(filters) }),
  );
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
