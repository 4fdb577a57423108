import type { api } from '@paysight/contract';
import { isEnvelope } from '@paysight/contract/core';
import type { ApiResult, Transport } from '~/lib/api-client';

/**
 * POST /verify/docs from a form action: the browser's upload is forwarded in-process as multipart
 * bytes, with the member's own session. The text fields go first (the API reads only the fields
 * sent before the file), then the file. The API checks the size, the type by content, the owner
 * and the pending limit, and says why when it refuses.
 */
export async function uploadVerificationDoc(
  transport: Transport,
  routes: typeof api,
  input: { memberSalaryId: string; kind: string; file: File },
): Promise<ApiResult<api.VerificationDoc>> {
  const form = new FormData();
  // What was sent goes as sent: the API judges it and names the field.
  form.set('memberSalaryId', input.memberSalaryId);
  form.set('kind', input.kind);
  form.set('file', input.file, input.file.name);
  const encoded = new Response(form);
  try {
    const response = await transport(routes.uploadVerificationDoc.path, {
      method: routes.uploadVerificationDoc.method,
      headers: { 'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data', accept: 'application/json' },
      body: new Uint8Array(await encoded.arrayBuffer()),
    });
    const json: unknown = await response.json().catch(() => null);
    if (isEnvelope(json) && json.success) {
      return { ok: true, data: json.data as api.VerificationDoc, message: json.message, status: json.statusCode };
    }
    return isEnvelope(json)
      ? { ok: false, status: json.statusCode, message: json.message }
      : { ok: false, status: response.status, message: response.statusText || `Request failed with status ${response.status}` };
  } catch (err) {
    return { ok: false, status: 0, message: err instanceof Error ? err.message : String(err) };
  }
}
