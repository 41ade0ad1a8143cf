// Headers every answer carries, on both faces (the site adds its own CSP on top: src/web/security.ts).

import helmet from 'helmet';

// No upgrade-insecure-requests: the service is often reached over plain http on localhost.
export const securityHeaders = () => helmet({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } });
