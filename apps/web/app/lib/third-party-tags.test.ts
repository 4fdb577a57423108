import { describe, expect, it } from 'vitest';
import { tagsForVisitor } from './third-party-tags';

const production = {
  publicUrl: 'https://paysight.app',
  founderEmail: 'founders@paysight.app',
  magicLink: true,
  trialDays: 14,
  tags: { gaMeasurementId: 'G-ABC123', clarityProjectId: null, adsenseClientId: null, crispWebsiteId: null },
};
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('third-party tags', () => {
  it('load for people in production', () => {
    expect(tagsForVisitor(production, chrome)).toEqual(production.tags);
  });

  it('never load for bots', () => {
    expect(tagsForVisitor(production, googlebot)).toBeNull();
    expect(tagsForVisitor(production, 'curl/8.0')).toBeNull();
  });

  it('never load outside production or when nothing is configured', () => {
    expect(tagsForVisitor({ ...production, tags: null }, chrome)).toBeNull();
    const none = { ...production, tags: { gaMeasurementId: null, clarityProjectId: null, adsenseClientId: null, crispWebsiteId: null } };
    expect(tagsForVisitor(none, chrome)).toBeNull();
  });
});
