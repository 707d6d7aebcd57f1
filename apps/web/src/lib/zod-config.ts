// zod compiles its object parsers with new Function() when a page allows eval. Ours does not
// (CSP script-src 'self'), and zod's probe for it is reported as a CSP violation in the
// browser's issues (Lighthouse best practices). Tell zod not to try; parsing stays correct.
import { config } from 'zod/v4/core';

config({ jitless: true });
