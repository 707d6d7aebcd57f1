// A development's construction news as the office runs it (decision 064): GET
// /admin/developments/{slug}/posts (every language, scheduled ones too), POST there, PUT and
// DELETE /admin/posts/{id}, and a post's photos — POST /admin/posts/{id}/photos (multipart
// `image`), DELETE /admin/post-photos/{id} and PUT /admin/posts/{id}/photos/order (shown at once,
// put back when refused). Each write refreshes every news query.
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

const refresh = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.news.all }), queryClient.invalidateQueries({ queryKey: queryKeys.news.mineAll })]);

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

/** The post's photos in a new order (every photo id, each once): the list shows it before the answer, and goes back if refused. */
export function useOrderPostPhotos(slug: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.news.office(slug);
  return useMutation({
    mutationFn: ({ postId, ids }: { postId: number; ids: number[] }) =>
      apiRequestChecked(`/admin/posts/${postId}/photos/order`, (s) => s.postWriteResponseSchema, { method: 'PUT', body: { ids } }),
    onMutate: async ({ postId, ids }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<OfficePostList>(key);
      if (before) queryClient.setQueryData<OfficePostList>(key, { posts: before.posts.map((post) => (post.id === postId ? { ...post, photos: inOrder(post.photos, ids) } : post)) });
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => refresh(queryClient),
  });
}

/** `photos` in the order of `ids` (any not named keep their place after them). */
export function inOrder<T extends { id: number }>(photos: readonly T[], ids: readonly number[]): T[] {
  const at = new Map(ids.map((id, index) => [id, index]));
  return [...photos].sort((a, b) => (at.get(a.id) ?? ids.length) - (at.get(b.id) ?? ids.length));
}
