import { truncate } from '@paysight/contract/core';

/**
 * Words the roast pages use, shared by the loaders (titles, descriptions) and the components.
 */

/** Who wrote the text: the offline templates, or the configured model by name. */
export function writerLabel(writer: string): string {
  return writer === 'offline' ? 'Written offline from templates over your own figures' : `Written by ${writer} from your own figures`;
}

/** "The Drill Sergeant roasts a career" */
export const roastTitle = (personaName: string) => `${personaName} roasts a career`;

/** The page description: the roast's opening, cut to what search results show. */
export const roastDescription = (text: string) => truncate(text, 160);

/** The shareable link: the page's absolute URL. */
export const shareUrlOf = (origin: string, path: string) => `${origin.replace(/\/$/, '')}${path}`;

/** The roast ids the API hands out (and nothing else reaches it). */
export const ROAST_ID = /^[A-Za-z0-9_-]{8,40}$/;
