// DELETE /developments/{slug} (Admin, issue 21): archives it — it leaves the public site and
// stays in the Admin's list, from where another status brings it back. Nothing is deleted.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DevelopmentWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { afterDevelopmentWrite } from './after-write';

export async function deleteDevelopment(slug: string, { lang }: CallOptions = {}): Promise<DevelopmentWriteResponse> {
  return apiRequestChecked(`/developments/${encodeURIComponent(slug)}`, (s) => s.developmentWriteResponseSchema, { method: 'DELETE', lang });
}

export function useArchiveDevelopment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => deleteDevelopment(slug),
    onSuccess: (answer) => afterDevelopmentWrite(queryClient, answer.development),
  });
}
