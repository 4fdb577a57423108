import { describe, expect, it } from 'vitest';
import { expectedIssuer } from './oidc.provider.js';

describe('expectedIssuer', () => {
  it('is the metadata issuer for ordinary providers', () => {
    expect(expectedIssuer('https://accounts.google.com', { tid: 'x' })).toBe('https://accounts.google.com');
  });

  it("fills Entra ID's {tenantid} from the token's tid", () => {
    const template = 'https://login.microsoftonline.com/{tenantid}/v2.0';
    expect(expectedIssuer(template, { tid: '9188040d-6c67-4c5b-b112-36a304b66dad' })).toBe(
      'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
    );
    expect(expectedIssuer(template, {})).toBeNull();
    expect(expectedIssuer(template, { tid: '../evil' })).toBeNull();
  });
});
