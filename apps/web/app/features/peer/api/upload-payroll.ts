import type { api } from '@paysight/contract';
import { API_BASE, isEnvelope, type ApiFailure } from '@paysight/contract/core';

/** POST /benchmarking/payroll: the file as multipart (an optional peer group first, then `file`), which the contract's client does not speak. */
export async function uploadPayroll(file: File, peerGroupId: number | null): Promise<{ ok: true; data: api.PayrollResult } | ApiFailure> {
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
