// A mock OpenID Connect provider for the end-to-end tests (oauth2-mock-server): the e2e server is
// started with {GOOGLE,LINKEDIN,MICROSOFT}_ISSUER=http://localhost:<OIDC_MOCK_PORT> and any client
// id and secret, one instance per provider. Its authorize endpoint signs the visitor in at once
// and sends the browser back with a code; the ID token (and userinfo) carry:
// - OIDC_MOCK_EMAIL: the address (default a work address: free webmail is refused); '' or '-'
//   sends no email claim at all (a provider account without a verified email);
// - OIDC_MOCK_EXTRA_CLAIMS: a JSON object merged into the ID token and userinfo, e.g.
//   {"xms_edov":true} (Microsoft's verified-domain-owner claim).
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.OIDC_MOCK_PORT ?? 3232);
const rawEmail = process.env.OIDC_MOCK_EMAIL ?? 'priya.e2e@infosys.com';
const email = rawEmail === '' || rawEmail === '-' ? null : rawEmail;
const extraClaims = JSON.parse(process.env.OIDC_MOCK_EXTRA_CLAIMS || '{}');
if (typeof extraClaims !== 'object' || extraClaims === null || Array.isArray(extraClaims)) {
  throw new Error(`OIDC_MOCK_EXTRA_CLAIMS must be a JSON object, got ${process.env.OIDC_MOCK_EXTRA_CLAIMS}`);
}

const subject = `mock-${email ?? `no-email-${port}`}`;
const claims = { ...(email ? { email, email_verified: true } : {}), ...extraClaims };

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, { sub: subject, name: 'Priya Mock', ...claims });
});
server.service.on('beforeUserinfo', (response) => {
  response.body = { sub: subject, ...claims };
});
// Playwright waits for http://localhost:<port>/.well-known/openid-configuration before the tests.
await server.start(port, 'localhost');
