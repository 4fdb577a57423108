import type { api } from '@paysight/contract';
import { API_BASE, isEnvelope } from '@paysight/contract/core';
import type { ApiResult } from '~/lib/api-client';

/**
 * /peer's calls from the browser (after the server-rendered first view): the contract's client for
 * JSON calls, and plain fetches for the two the client does not speak: file downloads (the exports
 * answer a file to a JSON POST) and the payroll upload (multipart). The session cookie goes along.
 */

export type Failure = { ok: false; status: number; message: string };

async function browser() {
  const { loadBrowserApi } = await import('~/lib/browser-api');
  return loadBrowserApi();
}

/** A result's data, or throws its message (for TanStack Query mutations, which show it in an Alert). */
export function dataOf<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

export async function savePeerGroup(id: number | null, body: api.PeerGroupBody) {
  const { client, routes } = await browser();
  return dataOf(
    id === null ? await client.call(routes.createPeerGroup, { body }) : await client.call(routes.updatePeerGroup, { params: { id }, body }),
  );
}

export async function removePeerGroup(id: number) {
  const { client, routes } = await browser();
  return dataOf(await client.call(routes.deletePeerGroup, { params: { id } }));
}

export async function saveView(name: string, query: api.BenchmarkQuery) {
  const { client, routes } = await browser();
  return dataOf(await client.call(routes.saveBenchmarkView, { body: { name, query } }));
}

export async function removeView(id: number) {
  const { client, routes } = await browser();
  return dataOf(await client.call(routes.deleteBenchmarkView, { params: { id } }));
}

export async function cellRecords(body: api.BenchmarkRecordsBody) {
  const { client, routes } = await browser();
  return dataOf(await client.call(routes.benchmarkRecords, { body }));
}

export async function matchJobDescription(text: string) {
  const { client, routes } = await browser();
  return dataOf(await client.call(routes.matchJd, { body: { text } }));
}

export async function suggestCompanies(q: string, cc: 'in' | 'us') {
  const { client, routes } = await browser();
  const result = await client.call(routes.suggestCompany, { query: { q, limit: 8, region: cc, src: 'salary' } });
  return result.ok ? result.data : [];
}

/** The name a file answer gives itself (content-disposition), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const m = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return m?.[1] ?? fallback;
}

/**
 * POSTs a JSON body to a file route and saves the answer as a download (a link to the file's
 * object URL, clicked). Resolves to the file's name, or the server's refusal.
 */
export async function downloadExport(
  path: '/benchmarking/export' | '/benchmarking/startups/export',
  format: 'csv' | 'xlsx',
  body: api.BenchmarkInput | api.StartupBenchmarkInput,
): Promise<{ ok: true; fileName: string } | Failure> {
  try {
    const res = await fetch(`${API_BASE}${path}?format=${format}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json',
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) {
      const json: unknown = await res.json().catch(() => null);
      return { ok: false, status: res.status, message: isEnvelope(json) ? json.message : `The export failed (status ${res.status})` };
    }
    const fileName = fileNameOf(res.headers.get('content-disposition'), `benchmark.${format}`);
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { ok: true, fileName };
  } catch (err) {
    return { ok: false, status: 0, message: err instanceof Error ? err.message : String(err) };
  }
}

/** POST /benchmarking/payroll: the file as multipart (an optional peer group first, then `file`). */
export async function uploadPayroll(file: File, peerGroupId: number | null): Promise<{ ok: true; data: api.PayrollResult } | Failure> {
  const body = new FormData();
  if (peerGroupId !== null) body.append('peerGroupId', String(peerGroupId));
  body.append('file', file);
  try {
    const res = await fetch(`${API_BASE}/benchmarking/payroll`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    const json: unknown = await res.json().catch(() => null);
    if (isEnvelope(json) && json.success) return { ok: true, data: json.data as api.PayrollResult };
    return { ok: false, status: res.status, message: isEnvelope(json) ? json.message : `The file was not taken (status ${res.status})` };
  } catch (err) {
    return { ok: false, status: 0, message: err instanceof Error ? err.message : String(err) };
  }
}
