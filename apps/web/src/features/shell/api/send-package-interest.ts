// POST /contact with `package`: the signed-in user's interest in a furniture package,
// filed as a lead for the sales team (SPEC §4 package modal; issue 4).
import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, PackageName, User } from '@vitrina/contracts';
import { api } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

export function sendPackageInterest(user: User, pack: PackageName) {
  const body: ContactRequest = {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    package: pack,
    lang: (i18n.resolvedLanguage ?? 'es') as ContactRequest['lang'],
  };
  return api.post<{ success: true; message?: string }>('/contact', body);
}

export const useSendPackageInterest = () =>
  useMutation({ mutationFn: ({ user, pack }: { user: User; pack: PackageName }) => sendPackageInterest(user, pack) });
