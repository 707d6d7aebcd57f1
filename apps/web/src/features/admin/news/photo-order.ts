// A post's photo order after one "move earlier" / "move later" (decision 067): every photo id in
// its new order (PUT /admin/posts/{id}/photos/order wants them all, each once) and where the moved
// one went; null when the move would leave the list (the button at an end is disabled anyway).
import { moveItem } from '../shared/move-item';
import type { Direction } from '../shared/use-move-focus';

export function photoOrderAfterMove(photos: readonly { id: number }[], index: number, direction: Direction): { ids: number[]; to: number } | null {
  const to = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= photos.length || to < 0 || to >= photos.length) return null;
  return { ids: moveItem(photos, index, to).map((photo) => photo.id), to };
}
