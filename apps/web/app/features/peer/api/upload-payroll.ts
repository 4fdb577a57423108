import type { api } from '@paysight/contract';
import type { ApiFailure } from '@paysight/contract/core';
import { postForm } from '~/lib/post-form';

/** POST /benchmarking/payroll: the file as multipart (an optional peer group first, then `file`), which the contract's client does not speak. */
export async function uploadPayroll(file: File, peerGroupId: number | null): Promise<{ ok: true; data: api.PayrollResult } | ApiFailure> {
  const body = new FormData();
  if (peerGroupId !== null) body.append('peerGroupId', String(peerGroupId));
  body.append('file', file);
  return postForm<api.PayrollResult>('/benchmarking/payroll', body, 'The file was not taken');
}
