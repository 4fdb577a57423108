import type OpenAI from 'openai';
import { OFFLINE_WRITER, refusalOf, type LlmOptions, type LlmProvider } from './llm.types.js';

/** A model that has not answered in this long is given up on; the member gets the offline text. */
export const LLM_TIMEOUT_MS = 20_000;
const MAX_TOKENS_DEFAULT = 600;

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI itself, a local server, a gateway)
 * through the official `openai` SDK. No retries: a member is waiting, and the offline text is a
 * complete answer. A failure is logged with its status and kind only: never the key, never the
 * prompt (it holds the member's figures).
 */
export function createOpenAiLlmProvider(options: LlmOptions & { baseUrl: string }): LlmProvider {
  // Loaded only when an endpoint is configured: the offline start never loads the SDK.
  const client: Promise<OpenAI> = import('openai').then(
    ({ default: OpenAIClient }) =>
      new OpenAIClient({
        baseURL: options.baseUrl,
        // A local endpoint may take no key; the SDK insists on one, and any placeholder does there.
        apiKey: options.apiKey || 'no-key',
        timeout: options.timeoutMs ?? LLM_TIMEOUT_MS,
        maxRetries: 0,
        // The SDK's own logging would print request details; failures are logged below, redacted.
        logLevel: 'off',
      }),
  );
  client.catch(() => undefined); // a failed load surfaces on the first write, not as an unhandled rejection
  const model = options.model;

  return {
    kind: 'openai',
    writer: model,
    async write(request) {
      const offline = (fallback: 'unavailable' | 'empty' | 'unsupported-figures' | 'refused-by-check') => ({
        text: request.template(),
        writer: OFFLINE_WRITER,
        fallback,
      });
      let text: string;
      try {
        const completion = await (
          await client
        ).chat.completions.create(
          {
            model,
            max_tokens: request.maxTokens ?? MAX_TOKENS_DEFAULT,
            temperature: 0.8,
            messages: [
              { role: 'system', content: request.system },
              { role: 'user', content: request.prompt },
            ],
          },
          request.signal ? { signal: request.signal } : undefined,
        );
        text = (completion.choices[0]?.message?.content ?? '').trim();
      } catch (err) {
        const e = err as { status?: number; name?: string };
        options.log?.warn(
          { llm: { model, status: e.status ?? null, error: e.name ?? 'Error' } },
          'the model did not answer; written offline',
        );
        return offline('unavailable');
      }
      const refusal = refusalOf(text, request);
      if (refusal) {
        options.log?.warn({ llm: { model, refusal } }, 'the model’s text was refused; written offline');
        return offline(refusal);
      }
      return { text, writer: model, fallback: null };
    },
  };
}
