// A mock OpenID Connect provider for the end-to-end tests (oauth2-mock-server): the e2e server is
// started with GOOGLE_ISSUER=http://localhost:<OIDC_MOCK_PORT> and any client id and secret. Its
// authorize endpoint signs the visitor in at once and sends the browser back with a code; the ID
// token carries the address below (a work address: free webmail is refused).
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.OIDC_MOCK_PORT ?? 3232);
const email = process.env.OIDC_MOCK_EMAIL ?? 'priya.e2e@infosys.com';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, { sub: `mock-${email}`, email, email_verified: true, name: 'Priya Mock' });
});
server.service.on('beforeUserinfo', (response) => {
  response.body = { sub: `mock-${email}`, email, email_verified: true };
});
// Playwright waits for http://localhost:<port>/.well-known/openid-configuration before the tests.
await server.start(port, 'localhost');
