// GET /account-codes (issue 6, Admin): the verification codes of the account types that need
// one, listed by hint only (the server keeps a hash, never the code).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountCodesListSchema, type AccountCode } from '@vitrina/contracts';
import { apiRequest, type CallOptions } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function fetchAccountCodes({ signal, lang }: CallOptions = {}): Promise<AccountCode[]> {
  return accountCodesListSchema.parse(await apiRequest('/account-codes', { signal, lang }));
}

export const accountCodesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.accountCodes.all, queryFn: ({ signal }) => fetchAccountCodes({ signal }), staleTime: 0 });

export const useAccountCodes = () => useQuery(accountCodesQueryOptions());
