import type { ClientConfig } from '@paysight/contract/core';
import { isbot } from 'isbot';

/**
 * Which third-party tags a page loads (SPEC §9): none outside production (the server sends null
 * then), none for bots (isbot's maintained user-agent list), none when no id is configured.
 */
export function tagsForVisitor(clientConfig: ClientConfig, userAgent: string | null): ClientConfig['tags'] {
  const tags = clientConfig.tags;
  if (!tags || isbot(userAgent ?? '')) return null;
  return Object.values(tags).some(Boolean) ? tags : null;
}
