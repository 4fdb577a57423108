import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quotedNumbers, unsupportedNumbers } from './figures-guard.js';
import { createLlmProvider } from './llm.provider.js';
import type { LlmWriteRequest } from './llm.types.js';

const facts = { values: [2_453_000, 72, 6, 180_400, 48], names: ['Web3 Labs', 'L5'] };
const request = (overrides: Partial<LlmWriteRequest> = {}): LlmWriteRequest => ({
  system: 'You roast careers.',
  prompt: 'Roast this career.',
  facts,
  template: () => 'Six years in and the 72nd percentile. Written from templates.',
  ...overrides,
});

describe('the figures guard', () => {
  it('reads numbers as people write them, at the precision shown', () => {
    const read = (t: string) => quotedNumbers(t).map((q) => [q.value, q.tolerance]);
    expect(read('₹24.5 L')).toEqual([[2_450_000, 5_000]]);
    expect(read('₹24.5L')).toEqual([[2_450_000, 5_000]]);
    expect(read('24,50,000')).toEqual([[2_450_000, 0.5]]);
    expect(read('$180k')).toEqual([[180_000, 500]]);
    expect(read('₹1.2 Cr')).toEqual([[12_000_000, 500_000]]);
    expect(read('the 72nd percentile, 38%')).toEqual([
      [72, 0.5],
      [38, 0.5],
    ]);
    expect(read('6 years, 12 months')).toEqual([
      [6, 0.5],
      [12, 0.5],
    ]);
  });

  it('passes figures among the facts (rounded as shown) and names holding digits', () => {
    expect(unsupportedNumbers('₹24.5 L at the 72nd percentile after 6 years', facts)).toEqual([]);
    expect(unsupportedNumbers('24.53 lakhs, or about ₹25 L', facts)).toEqual([]);
    expect(unsupportedNumbers('$180k among 48 salaries', facts)).toEqual([]);
    expect(unsupportedNumbers('An L5 at Web3 Labs', facts)).toEqual([]);
  });

  it('refuses any number not among the facts', () => {
    expect(unsupportedNumbers('24,50,000', facts).map((q) => q.text)).toEqual(['24,50,000']);
    expect(unsupportedNumbers('the 73rd percentile', facts).map((q) => q.text)).toEqual(['73rd']);
    expect(unsupportedNumbers('$190k', facts).map((q) => q.text)).toEqual(['190k']);
    expect(unsupportedNumbers('top 28% after 7 years', facts).map((q) => q.value)).toEqual([28, 7]);
  });
});

describe('the offline writer', () => {
  it('writes the caller’s template, the same text every time, and says it is offline', async () => {
    const llm = createLlmProvider({ model: 'gpt-4o-mini' });
    expect(llm.kind).toBe('offline');
    const a = await llm.write(request());
    const b = await llm.write(request());
    expect(a).toEqual({ text: 'Six years in and the 72nd percentile. Written from templates.', writer: 'offline', fallback: null });
    expect(b).toEqual(a);
  });
});

describe('the OpenAI-compatible adapter (a local fake endpoint, the real SDK)', () => {
  let server: Server;
  let baseUrl: string;
  let answer: { status: number; content: string; delayMs?: number };
  const seen: Array<{
    url: string;
    authorization: string | undefined;
    body: { model: string; messages: Array<{ role: string; content: string }> };
  }> = [];
  const logged: string[] = [];
  const log = pino(
    { level: 'debug' },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        logged.push(chunk.toString());
        done();
      },
    }),
  );

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await readBody(req);
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(body) });
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
      if (res.destroyed) return;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(
        answer.status === 200
          ? JSON.stringify({
              id: 'chatcmpl-1',
              object: 'chat.completion',
              created: 1_780_000_000,
              model: 'fake-model',
              choices: [{ index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' }],
              usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
            })
          : JSON.stringify({ error: { message: 'the model is overloaded', type: 'server_error' } }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
    logged.length = 0;
  });

  const adapter = (timeoutMs?: number) =>
    createLlmProvider({ baseUrl, apiKey: 'sk-test-secret-key-123', model: 'fake-model', log, ...(timeoutMs ? { timeoutMs } : {}) });

  it('asks the endpoint’s chat completions with the key, and uses a text that quotes only the facts', async () => {
    answer = { status: 200, content: 'Six years to reach the 72nd percentile on ₹24.5 L? An L5 at Web3 Labs can do better.' };
    const llm = adapter();
    expect(llm.kind).toBe('openai');
    const out = await llm.write(request());
    expect(out).toEqual({ text: answer.content, writer: 'fake-model', fallback: null });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/v1/chat/completions');
    expect(seen[0]!.authorization).toBe('Bearer sk-test-secret-key-123');
    expect(seen[0]!.body.model).toBe('fake-model');
    expect(seen[0]!.body.messages).toEqual([
      { role: 'system', content: 'You roast careers.' },
      { role: 'user', content: 'Roast this career.' },
    ]);
  });

  it('a text quoting a figure that is not among the facts is replaced by the offline text', async () => {
    answer = { status: 200, content: 'You are in the top 5% of nothing, after 11 years.' };
    const out = await adapter().write(request());
    expect(out).toEqual({ text: request().template(), writer: 'offline', fallback: 'unsupported-figures' });
  });

  it('an empty answer or the caller’s own check refusing it falls back too', async () => {
    answer = { status: 200, content: '   ' };
    expect((await adapter().write(request())).fallback).toBe('empty');
    answer = { status: 200, content: 'Forbidden words here.' };
    const out = await adapter().write(request({ check: (t) => (/forbidden/i.test(t) ? 'forbidden' : null) }));
    expect(out).toEqual({ text: request().template(), writer: 'offline', fallback: 'refused-by-check' });
  });

  it('an endpoint failure or a slow endpoint gives the offline text, once (no retries), and the key is never logged', async () => {
    answer = { status: 500, content: '' };
    expect(await adapter().write(request())).toEqual({ text: request().template(), writer: 'offline', fallback: 'unavailable' });
    expect(seen).toHaveLength(1);

    answer = { status: 200, content: 'Six years.', delayMs: 400 };
    const started = Date.now();
    expect((await adapter(100).write(request())).fallback).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(400);

    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain('sk-test-secret-key-123');
    expect(logged.join('\n')).not.toContain('Roast this career');
  });
});
