import type { api } from '@paysight/contract';
import { API_BASE, isEnvelope, type ApiFailure } from '@paysight/contract/core';

/** The name a file answer gives itself (content-disposition), else `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const m = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return m?.[1] ?? fallback;
}

/**
 * POSTs a JSON body to a file route and saves the answer as a download (a link to the file's
 * object URL, clicked): the contract's client does not speak file answers. Resolves to the file's
 * name, or the server's refusal.
 */
export async function downloadBenchmarkExport(
  path: '/benchmarking/export' | '/benchmarking/startups/export',
  format: 'csv' | 'xlsx',
  body: api.BenchmarkInput | api.StartupBenchmarkInput,
): Promise<{ ok: true; fileName: string } | ApiFailure> {
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
