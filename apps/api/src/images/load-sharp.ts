// sharp (libvips, about 30 MB of memory) loads with the first picture handled, not at start:
// most processes serve stored pictures for hours without decoding one (issue 23).
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

export const loadSharp = (): Promise<typeof Sharp> => (loading ??= import('sharp').then((module) => module.default));
