// Pieces shared by the accounts routes' OpenAPI descriptions.

export const TAG = 'accounts';

export { bearer, errorResponses } from '../../http/route-schemas';
