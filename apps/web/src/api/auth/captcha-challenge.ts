// GET /captcha (issue 3): an ALTCHA challenge. The widget fetches and solves it itself, so it
// needs only the address; the answer's shape is captchaChallengeSchema in the contracts.
import { API_BASE } from '../../lib/api-client';

export const CAPTCHA_CHALLENGE_URL = `${API_BASE}/captcha`;
