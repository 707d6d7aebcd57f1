// POST /developments/{slug}/duplicate (Admin, issue 21): everything but the units under a new
// slug, code and name (developmentDuplicateSchema), as coming soon, last in the order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DevelopmentDuplicate, DevelopmentWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { afterDevelopmentWrite } from './after-write';

export async function postDuplicate(slug: string, body: DevelopmentDuplicate, { lang }: CallOptions = {}): Promise<DevelopmentWriteResponse> {
  return apiRequestChecked(`/developments/${encodeURIComponent(slug)}/duplicate`, (s) => s.developmentWriteResponseSchema, { method: 'POST', body, lang });
}

export function useDuplicateDevelopment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: DevelopmentDuplicate }) => postDuplicate(slug, body),
    onSuccess: (answer) => afterDevelopmentWrite(queryClient, answer.development),
  });
}
