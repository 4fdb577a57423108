import { describe, expect, it } from 'vitest';
import { createCrawlerCheck, type DnsResolver } from './crawlers.js';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function resolver(records: Record<string, string[]>, forward: Record<string, string[]>): DnsResolver & { calls: number } {
  const r = {
    calls: 0,
    async reverse(ip: string) {
      r.calls++;
      const names = records[ip];
      if (!names) throw new Error('ENOTFOUND');
      return names;
    },
    async lookup(host: string) {
      return forward[host] ?? [];
    },
  };
  return r;
}

const now = () => new Date('2026-11-24T10:00:00Z');

describe('search crawlers', () => {
  it('believes a crawler whose address resolves to its engine and back, once a day per address', async () => {
    const dns = resolver({ '66.249.66.1': ['crawl-66-249-66-1.googlebot.com'] }, { 'crawl-66-249-66-1.googlebot.com': ['66.249.66.1'] });
    const isCrawler = createCrawlerCheck({ verify: 'dns', now, resolver: dns });
    expect(await isCrawler('66.249.66.1', GOOGLEBOT)).toBe(true);
    expect(await isCrawler('66.249.66.1', GOOGLEBOT)).toBe(true);
    expect(dns.calls).toBe(1);
  });

  it('does not believe a faked user agent, a name of another domain, or a name that does not point back', async () => {
    const dns = resolver(
      { '10.0.0.9': ['host.example.net'], '10.0.0.8': ['googlebot.com.evil.example'], '10.0.0.7': ['crawl.googlebot.com'] },
      { 'crawl.googlebot.com': ['66.249.66.2'] },
    );
    const isCrawler = createCrawlerCheck({ verify: 'dns', now, resolver: dns });
    expect(await isCrawler('10.0.0.9', GOOGLEBOT)).toBe(false);
    expect(await isCrawler('10.0.0.8', GOOGLEBOT)).toBe(false);
    expect(await isCrawler('10.0.0.7', GOOGLEBOT)).toBe(false);
    expect(await isCrawler('10.0.0.6', BINGBOT)).toBe(false); // no reverse name at all
  });

  it('never treats a browser, or a bot that is no search engine, as a crawler; trusts the agent when verification is off', async () => {
    const isCrawler = createCrawlerCheck({ verify: 'off', now, resolver: resolver({}, {}) });
    expect(await isCrawler('10.0.0.1', CHROME)).toBe(false);
    expect(await isCrawler('10.0.0.1', 'curl/8.5.0')).toBe(false);
    expect(await isCrawler('10.0.0.1', undefined)).toBe(false);
    expect(await isCrawler('10.0.0.1', GOOGLEBOT)).toBe(true);
    expect(await isCrawler('10.0.0.1', BINGBOT)).toBe(true);
  });
});
