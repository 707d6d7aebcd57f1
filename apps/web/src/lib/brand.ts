// The name shown to users (the spec's {product}). DESIGN.md: it comes from configuration. The
// build's name (VITE_BRAND_NAME, else "Vitrina") is known at once and is the installed app's
// name in the manifest; the name an Admin saves in Settings comes with GET /config and
// replaces it on every screen as soon as that answer is in (decision 016).
import { useConfig } from '../api/config/get-config';

export const BUILD_BRAND_NAME: string = import.meta.env.VITE_BRAND_NAME || 'Vitrina';

export function useBrandName(): string {
  const config = useConfig();
  return config.data?.brandName?.trim() || BUILD_BRAND_NAME;
}
