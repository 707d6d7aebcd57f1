import { describe, expect, it } from 'vitest';
import { draftOf, localInput, writeOf } from './post-draft';

describe('post draft', () => {
  it('sends now as null and a local date as its instant', () => {
    const draft = { ...draftOf(null), title: { es: 'A', en: '', fr: '' }, body: { es: 'B', en: '', fr: '' } };
    expect(writeOf(draft).publish_at).toBeNull();
    const at = new Date(2026, 11, 3, 9, 30);
    expect(writeOf({ ...draft, when: 'later', publish_at: localInput(at) }).publish_at).toBe(at.toISOString());
    expect(writeOf({ ...draft, when: 'later', publish_at: '' }).publish_at).toBe('');
  });
});
