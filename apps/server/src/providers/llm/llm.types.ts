import type { FastifyBaseLogger } from 'fastify';
import { unsupportedNumbers, type FactFigures } from './figures-guard.js';

/**
 * Writing text from a member's facts (docs/decisions/025-llm-provider.md). One interface; any
 * OpenAI-compatible endpoint through the official SDK when LLM_BASE_URL is set, otherwise the
 * offline writer, which returns the caller's own template text over the same facts.
 *
 * The caller always passes its template text: whatever goes wrong with a model (no answer in time,
 * an error, an empty answer, a figure that is not among the facts, a caller's own check failing),
 * the member gets the offline text, labelled as such, never a half-written or invented one.
 */

export const OFFLINE_WRITER = 'offline';

export interface LlmWriteRequest {
  /** Who the writer is and the rules it keeps (a persona's voice, "quote only the figures given"). */
  system: string;
  /** What to write, with the facts spelled out. */
  prompt: string;
  /** The numbers the text may quote and the names it may repeat: the figures guard checks the model's text against them. */
  facts: FactFigures;
  /** The offline text over the same facts: the answer without a model, and the fallback when the model's text is refused. */
  template: () => string;
  /** A caller's own check of a model's text: a reason to refuse it, or null. */
  check?: (text: string) => string | null;
  maxTokens?: number;
  signal?: AbortSignal;
}

/** Why a model's text was not used. */
export type LlmFallback = 'unavailable' | 'empty' | 'unsupported-figures' | 'refused-by-check';

export interface LlmWriteResult {
  text: string;
  /** 'offline' for the templates, otherwise the model's name. */
  writer: string;
  /** Set when a model is configured but its text was not used (the text is then the offline one). */
  fallback: LlmFallback | null;
}

export interface LlmProvider {
  readonly kind: 'openai' | 'offline';
  /** The writer a successful model answer is labelled with ('offline' for the offline writer). */
  readonly writer: string;
  write(request: LlmWriteRequest): Promise<LlmWriteResult>;
}

/** What the model's answer is checked for before it is used: the figures guard, then the caller's check. */
export function refusalOf(text: string, request: Pick<LlmWriteRequest, 'facts' | 'check'>): LlmFallback | null {
  if (!text.trim()) return 'empty';
  if (unsupportedNumbers(text, request.facts).length > 0) return 'unsupported-figures';
  if (request.check?.(text)) return 'refused-by-check';
  return null;
}

export interface LlmOptions {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model: string;
  /** Milliseconds to wait for the model before writing offline; 20 s by default. */
  timeoutMs?: number;
  log?: FastifyBaseLogger;
}
