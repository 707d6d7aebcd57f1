// POST /contact (SPEC §2.19): a sales lead, from the contact page or — with `package` — from
// the package modal, which files the signed-in user's interest in a package (issue 4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactRequest, Language, PackageName, User } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useApiLanguage } from '../../../lib/use-api-language';

export async function postContact(body: ContactRequest, { lang }: CallOptions = {}) {
  return apiRequestChecked('/contact', (s) => s.contactResponseSchema, { method: 'POST', body, lang });
}

/** The package modal's lead: the signed-in user's own details and the package chosen. */
export const packageInterest = (user: User, pack: PackageName, lang: Language): ContactRequest => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  package: pack,
  lang,
});

export function usePostContact() {
  const queryClient = useQueryClient();
  const lang = useApiLanguage();
  return useMutation({
    mutationFn: (body: ContactRequest) => postContact(body, { lang }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
  });
}
