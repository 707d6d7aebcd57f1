// POST /developments (201) and PUT /developments/{slug} (Admin, issue 21): the whole development
// but its photos and unit types, checked by the contracts' developmentWriteSchema. A PUT may
// change the slug: the old slug's entry is dropped, the new one holds the answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DevelopmentWrite, DevelopmentWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { afterDevelopmentWrite } from './after-write';

export async function postDevelopment(body: DevelopmentWrite, { lang }: CallOptions = {}): Promise<DevelopmentWriteResponse> {
  return apiRequestChecked('/developments', (s) => s.developmentWriteResponseSchema, { method: 'POST', body, lang });
}

export async function putDevelopment(slug: string, body: DevelopmentWrite, { lang }: CallOptions = {}): Promise<DevelopmentWriteResponse> {
  return apiRequestChecked(`/developments/${encodeURIComponent(slug)}`, (s) => s.developmentWriteResponseSchema, { method: 'PUT', body, lang });
}

/** `slug` null: a new development. */
export function useSaveDevelopment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string | null; body: DevelopmentWrite }) => (slug === null ? postDevelopment(body) : putDevelopment(slug, body)),
    onSuccess: (answer, { slug }) => afterDevelopmentWrite(queryClient, answer.development, slug ?? undefined),
  });
}
