// The one zod of the contracts, set up once. In a browser zod is told not to compile parsers
// with new Function(): the web app's CSP (script-src 'self') forbids eval, and zod's probe for
// it is reported as a CSP violation (Lighthouse best practices). The API keeps the compiled,
// faster parsers. Every contracts module imports z from here, so the setting comes with
// whichever schema a page loads first (package.json lists this file as the package's one
// side effect, so bundlers keep the call).
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
