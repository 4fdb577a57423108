import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { uploadVerificationDoc } from './api/upload-verification-doc';
import type { UploadResult } from './components/verify-your-salary';

/** Bytes a form post may carry: the largest document plus room for the fields. */
const MAX_FORM_BYTES = 5 * 1024 * 1024 + 64 * 1024;

export async function verifiedAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  if (!context.user) throw redirect(paths.login({ returnUrl: `${url.pathname}${url.search}` }));
  const refuse = (status: number, message: string, memberSalaryId: number | null = null) =>
    data<UploadResult>({ ok: false, message, memberSalaryId }, { status });
  // The form is read into memory: refuse what is plainly too large before reading it.
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(length)) return refuse(411, 'The upload did not say its size; please try again.');
  if (length > MAX_FORM_BYTES) return refuse(413, 'The file is larger than 5 MB.');

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, 'The upload could not be read; please try again.');
  }
  const memberSalaryId = String(form.get('memberSalaryId') ?? '');
  const id = /^\d{1,9}$/.test(memberSalaryId) ? Number(memberSalaryId) : null;
  const file = form.get('file');
  if (form.get('intent') !== 'upload') return refuse(400, 'Unknown form.');
  if (!(file instanceof File) || file.size === 0) return refuse(400, 'Choose a PDF, PNG or JPEG file to upload.', id);

  const { api } = await import('@paysight/contract');
  const result = await uploadVerificationDoc(context.apiFetch, api, {
    memberSalaryId,
    kind: String(form.get('kind') ?? ''),
    file,
  });
  if (result.ok) {
    return {
      ok: true,
      message: 'Document sent. A reviewer will compare it with your figures; we will email you the outcome.',
      memberSalaryId: id,
    };
  }
  if (result.status === 401) throw redirect(paths.login({ returnUrl: `${url.pathname}${url.search}` }));
  return refuse(result.status >= 400 && result.status < 500 ? result.status : 500, result.message, id);
}
