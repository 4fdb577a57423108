import { OFFLINE_WRITER, type LlmProvider } from './llm.types.js';

/** Writes from the caller's templates: deterministic, no network, and it says it is the offline writer. */
export function createOfflineLlmProvider(): LlmProvider {
  return {
    kind: 'offline',
    writer: OFFLINE_WRITER,
    async write(request) {
      return { text: request.template(), writer: OFFLINE_WRITER, fallback: null };
    },
  };
}
