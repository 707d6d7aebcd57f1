// The home hero's eyebrow: the first development's name and city ("Kaanal Residences · Playa del
// Carmen"), said once when the name already carries the city ("Kaanal Residences Playa del
// Carmen" is not followed by "· Playa del Carmen" again).
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export function heroEyebrow({ name, city }: { name: string; city: string }): string {
  const n = name.trim();
  const c = city.trim();
  if (!c || plain(n).includes(plain(c))) return n;
  if (!n) return c;
  return `${n} · ${c}`;
}
