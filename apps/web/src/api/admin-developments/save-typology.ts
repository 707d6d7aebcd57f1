// POST /developments/{slug}/typologies (201) and PUT /typologies/{id} (Admin, issue 21): a unit
// type's code, names in es/en/fr, text, size and bedrooms (typologyWriteSchema). A code taken
// twice in one development, or changed while units use it, answers 409 on `code`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DevelopmentWriteResponse, TypologyWrite } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { afterTypologyWrite } from './after-write';

export async function postTypology(slug: string, body: TypologyWrite, { lang }: CallOptions = {}): Promise<DevelopmentWriteResponse> {
  return apiRequestChecked(`/developments/${encodeURIComponent(slug)}/typologies`, (s) => s.developmentWriteResponseSchema, { method: 'POST', body, lang });
}

export async function putTypology(id: number, body: TypologyWrite, { lang }: CallOptions = {}): Promise<DevelopmentWriteResponse> {
  return apiRequestChecked(`/typologies/${id}`, (s) => s.developmentWriteResponseSchema, { method: 'PUT', body, lang });
}

/** `id` null: a new unit type of the development `slug`. */
export function useSaveTypology() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, id, body }: { slug: string; id: number | null; body: TypologyWrite }) => (id === null ? postTypology(slug, body) : putTypology(id, body)),
    onSuccess: (answer) => afterTypologyWrite(queryClient, answer.development),
  });
}
