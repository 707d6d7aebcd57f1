// The open-package-modal event may name the development whose terms the modal shows (a
// development's package page sends { development: slug }); without one, the first development's.
export function packageModalDevelopment(detail: unknown): string | null {
  if (typeof detail !== 'object' || detail === null || !('development' in detail)) return null;
  const { development } = detail as { development: unknown };
  return typeof development === 'string' && development !== '' ? development : null;
}
