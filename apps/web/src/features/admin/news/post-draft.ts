// The office's post form (decision 064) as the form keeps it: each language's title and text,
// the audience, and when — now, or a local date and time (the browser's zone) turned into an
// instant for the API. Pure, so it is tested without a screen.
import { LANGUAGES, type OfficePost, type PostAudience, type PostWriteInput } from '@vitrina/contracts';

export interface PostDraft {
  title: { es: string; en: string; fr: string };
  body: { es: string; en: string; fr: string };
  audience: PostAudience;
  when: 'now' | 'later';
  /** 'YYYY-MM-DDTHH:mm' in the browser's zone (an <input type="datetime-local">). */
  publish_at: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value in the browser's zone. */
export const localInput = (instant: Date) =>
  `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;

export function draftOf(post: OfficePost | null): PostDraft {
  if (!post) return { title: { es: '', en: '', fr: '' }, body: { es: '', en: '', fr: '' }, audience: 'buyers', when: 'now', publish_at: '' };
  // An existing post keeps its date unless the office changes it.
  return { title: { ...post.title }, body: { ...post.body }, audience: post.audience, when: 'later', publish_at: localInput(new Date(post.publish_at)) };
}

/** What the API is sent: a local date that does not parse is sent as written (the API refuses it, translated). */
export function writeOf(draft: PostDraft): PostWriteInput {
  const instant = draft.when === 'later' ? new Date(draft.publish_at) : null;
  const publish_at = draft.when === 'now' ? null : instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : draft.publish_at;
  return { title: draft.title, body: draft.body, audience: draft.audience, publish_at };
}

/** The title the office recognises a post by: the first language that has one. */
export const titleOf = (post: Pick<OfficePost, 'title'>) => LANGUAGES.map((l) => post.title[l]).find((t) => t !== '') ?? '';
