// The name shown to users. DESIGN.md: it comes from configuration (BRAND_NAME) so one install
// can carry a developer's own brand; until the API exposes its public settings, the build
// can set VITE_BRAND_NAME, and "Vitrina" is the product's own name.
export const BRAND_NAME: string = import.meta.env.VITE_BRAND_NAME || 'Vitrina';
