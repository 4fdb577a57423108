import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { quotedNumbers } from '../src/providers/llm/figures-guard.js';

/**
 * A local OpenAI-compatible chat endpoint for a test app: every completion answers `reply()` as
 * `model`; `env` points the app at it, `lastRequest()` is the last body it was sent.
 */
export async function startLlmEndpoint(model: string, reply: () => string) {
  let lastRequest = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      lastRequest = Buffer.concat(chunks).toString('utf8');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1_780_000_000,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: reply() }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    env: { LLM_BASE_URL: baseUrl, LLM_API_KEY: 'sk-local', LLM_MODEL: model },
    lastRequest: () => lastRequest,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every number `text` quotes is one of `figures` (at the precision written): a model's text invents none. */
export function expectOnlyFigures(text: string, figures: number[], names: string[]) {
  for (const q of quotedNumbers(text, names)) {
    expect(
      figures.some((v) => Math.abs(v - q.value) <= q.tolerance),
      `${q.text} in "${text}"`,
    ).toBe(true);
  }
}
