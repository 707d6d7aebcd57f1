// GET /account-codes (issue 6, Admin): the verification codes of the account types that need
// one, listed by hint only (the server keeps a hash, never the code).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountCode } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function fetchAccountCodes({ signal, lang }: CallOptions = {}): Promise<AccountCode[]> {
  return apiRequestChecked('/account-codes', (s) => s.accountCodesListSchema, { signal, lang });
}

export const accountCodesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.accountCodes.all, queryFn: ({ signal }) => fetchAccountCodes({ signal }), staleTime: 0 });

export const useAccountCodes = () => useQuery(accountCodesQueryOptions());
