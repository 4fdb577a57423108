import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', DEMO_DATA: 'on', NODE_ENV: 'development' });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('points the public URL at the port it serves when none is given, and derives https from it once', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3460' })).toMatchObject({ PUBLIC_URL: 'http://localhost:3460', secureCookies: false });
    expect(loadConfig({ PORT: '3460', PUBLIC_URL: 'https://paysight.app/' })).toMatchObject({
      PUBLIC_URL: 'https://paysight.app/',
      origin: 'https://paysight.app',
      secureCookies: true,
    });
    expect(loadConfig({ COOKIE_SECRET: 'x'.repeat(32) }).cookieSecret).toBe('x'.repeat(32));
  });

  it('lists every bad key at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DEMO_DATA: 'maybe', DATABASE_URL: 'not a url', GA_MEASUREMENT_ID: 'UA-1' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const keys = (err as ConfigError).issues.map((i) => i.split(':')[0]);
      expect(keys).toEqual(expect.arrayContaining(['PORT', 'DEMO_DATA', 'DATABASE_URL', 'GA_MEASUREMENT_ID']));
    }
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', GA_MEASUREMENT_ID: '' }).DATABASE_URL).toBeUndefined();
  });

  it('exposes third-party tag ids to the browser only in production', () => {
    const env = { GA_MEASUREMENT_ID: 'G-ABC123' };
    expect(publicConfig(loadConfig({ ...env, NODE_ENV: 'development' })).tags).toBeNull();
    expect(publicConfig(loadConfig({ ...env, NODE_ENV: 'production' })).tags).toEqual({
      gaMeasurementId: 'G-ABC123',
      clarityProjectId: null,
      adsenseClientId: null,
      crispWebsiteId: null,
    });
  });

  it('never passes secrets to the browser', () => {
    const exposed = JSON.stringify(publicConfig(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:secret@db/x' })));
    expect(exposed).not.toContain('secret');
  });
});
