/**
 * Work or school addresses only: a member's employer or school is verified by the domain they sign
 * in with, so free webmail is refused (SPEC §5 message). The list is configurable
 * (FREE_EMAIL_DOMAINS); this default covers the large providers in India and the US.
 */
export const DEFAULT_FREE_EMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'yahoo.in',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'hotmail.co.in',
  'outlook.com',
  'outlook.in',
  'live.com',
  'live.in',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'zohomail.in',
  'yandex.com',
  'rediffmail.com',
  'tutanota.com',
  'fastmail.com',
  'hey.com',
];

export function parseFreeDomains(configured: string | undefined): Set<string> {
  const list = configured ? configured.split(',').map((d) => d.trim().toLowerCase()) : DEFAULT_FREE_EMAIL_DOMAINS;
  return new Set(list.filter(Boolean));
}

export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export const isFreeWebmail = (email: string, freeDomains: Set<string>) => freeDomains.has(emailDomain(email));
