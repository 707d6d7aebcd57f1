// A development's construction news as the office runs it (decision 064): GET
// /admin/developments/{slug}/posts (every language, scheduled ones too), POST there, PUT and
// DELETE /admin/posts/{id}, and a post's photos — POST /admin/posts/{id}/photos (multipart
// `image`) and DELETE /admin/post-photos/{id}. Each write refreshes every news query.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { postWriteResponseSchema, type OfficePostList, type PostWriteInput, type PostWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';
import { uploadForm } from '../../lib/upload';

const listPath = (slug: string) => `/admin/developments/${encodeURIComponent(slug)}/posts`;

export async function fetchOfficePosts(slug: string, { signal }: CallOptions = {}): Promise<OfficePostList> {
  return apiRequestChecked(listPath(slug), (s) => s.officePostListSchema, { signal });
}

export const officePostsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.news.office(slug), queryFn: ({ signal }) => fetchOfficePosts(slug, { signal }), staleTime: 15_000 });

export function useOfficePosts(slug: string) {
  return useQuery(officePostsQueryOptions(slug));
}

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.news.all });

/** A new post (`id` absent) or a change of one. */
export function useSavePost(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PostWriteInput }): Promise<PostWriteResponse> =>
      id === null
        ? apiRequestChecked(listPath(slug), (s) => s.postWriteResponseSchema, { method: 'POST', body })
        : apiRequestChecked(`/admin/posts/${id}`, (s) => s.postWriteResponseSchema, { method: 'PUT', body }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequestChecked(`/admin/posts/${id}`, (s) => s.postDeleteResponseSchema, { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient),
  });
}

function checkedPostAnswer(body: unknown): PostWriteResponse {
  const parsed = postWriteResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, body, 'invalid answer');
  return parsed.data;
}

export function useUploadPostPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, file }: { postId: number; file: File }) => {
      const form = new FormData();
      form.append('image', file, file.name);
      return checkedPostAnswer(await uploadForm(`/admin/posts/${postId}/photos`, form));
    },
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeletePostPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => apiRequestChecked(`/admin/post-photos/${photoId}`, (s) => s.postWriteResponseSchema, { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient),
  });
}
