import { createOfflineLlmProvider } from './offline.provider.js';
import { createOpenAiLlmProvider } from './openai.provider.js';
import type { LlmOptions, LlmProvider } from './llm.types.js';

/**
 * The LLM provider the configuration asks for (docs/decisions/025-llm-provider.md): the
 * OpenAI-compatible adapter when LLM_BASE_URL is set, else the offline writer. The interface and
 * the checks every model answer passes are in llm.types.ts.
 */
export function createLlmProvider(options: LlmOptions): LlmProvider {
  return options.baseUrl ? createOpenAiLlmProvider({ ...options, baseUrl: options.baseUrl }) : createOfflineLlmProvider();
}
