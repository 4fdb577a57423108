import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * POST /verify/docs from a form action: the browser's multipart upload is forwarded in-process as
 * the call's JSON form (the bytes in base64), with the member's own session. The API checks the
 * size, the type by content, the owner and the pending limit, and says why when it refuses.
 */
export async function uploadVerificationDoc(
  client: ApiClient,
  routes: typeof api,
  input: { memberSalaryId: string; kind: string; file: File },
): Promise<ApiResult<api.VerificationDoc>> {
  const bytes = Buffer.from(await input.file.arrayBuffer());
  return client.call(routes.uploadVerificationDoc, {
    // What was sent goes as sent: the API judges it and names the field.
    body: {
      memberSalaryId: input.memberSalaryId,
      kind: input.kind,
      fileName: input.file.name.slice(0, 200),
      contentBase64: bytes.toString('base64'),
    } as never,
  });
}
