import { promises as dns } from 'node:dns';
import { isbot } from 'isbot';
import { Cache } from './cache.js';

/**
 * Known search crawlers, which the daily search limit never counts (a crawler indexing the salary
 * pages is one address and would be stopped after a few pages). A visitor is one when its user
 * agent is a bot by isbot's maintained list AND names one of the engines below, AND, with
 * verification on (CRAWLER_VERIFY=dns, the default), its address reverse-resolves to the engine's
 * domain and that name resolves back to the address: the check Google, Bing, Apple, Yandex and
 * Baidu document, so a faked user agent gains nothing. `off` trusts the user agent (a network
 * without DNS). Verdicts are kept a day per address.
 */
export const SEARCH_ENGINES: readonly { name: string; agent: RegExp; domains: readonly string[] }[] = [
  {
    name: 'Google',
    agent: /googlebot|google-inspectiontool|storebot-google/i,
    domains: ['googlebot.com', 'google.com', 'googleusercontent.com'],
  },
  { name: 'Bing', agent: /bingbot|msnbot|adidxbot/i, domains: ['search.msn.com'] },
  { name: 'Apple', agent: /applebot/i, domains: ['applebot.apple.com'] },
  { name: 'DuckDuckGo', agent: /duckduckbot/i, domains: ['duckduckgo.com'] },
  { name: 'Yandex', agent: /yandexbot/i, domains: ['yandex.ru', 'yandex.net', 'yandex.com'] },
  { name: 'Baidu', agent: /baiduspider/i, domains: ['crawl.baidu.com', 'crawl.baidu.jp'] },
];

export interface DnsResolver {
  reverse(ip: string): Promise<string[]>;
  lookup(host: string): Promise<string[]>;
}

const systemResolver: DnsResolver = {
  reverse: (ip) => dns.reverse(ip),
  lookup: async (host) => (await dns.lookup(host, { all: true })).map((a) => a.address),
};

const DAY_MS = 86_400_000;
const DNS_TIMEOUT_MS = 1_500;

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('dns timeout')), ms).unref())]);

export function createCrawlerCheck(options: { verify: 'dns' | 'off'; now: () => Date; resolver?: DnsResolver }) {
  const resolver = options.resolver ?? systemResolver;
  const verdicts = new Cache<boolean>({ freshMs: DAY_MS, staleMs: 0, maxEntries: 10_000, now: options.now });

  const verifyByDns = async (ip: string, domains: readonly string[]) => {
    try {
      const names = await withTimeout(resolver.reverse(ip), DNS_TIMEOUT_MS);
      for (const name of names) {
        const host = name.replace(/\.$/, '').toLowerCase();
        if (!domains.some((d) => host === d || host.endsWith(`.${d}`))) continue;
        const addresses = await withTimeout(resolver.lookup(host), DNS_TIMEOUT_MS);
        if (addresses.includes(ip)) return true;
      }
    } catch {
      // Unresolvable (or no network): not verified, so counted like anyone.
    }
    return false;
  };

  /** Whether this visitor is a known search crawler (verified when verification is on). */
  return async function isSearchCrawler(ip: string, userAgent: string | undefined): Promise<boolean> {
    if (!userAgent || !isbot(userAgent)) return false;
    const engine = SEARCH_ENGINES.find((e) => e.agent.test(userAgent));
    if (!engine) return false;
    if (options.verify === 'off') return true;
    return verdicts.get(`${engine.name}:${ip}`, () => verifyByDns(ip, engine.domains));
  };
}
export type CrawlerCheck = ReturnType<typeof createCrawlerCheck>;
