import type { api } from '@paysight/contract';
import type { ApiFailure } from '@paysight/contract/core';
import { postForm } from '~/lib/post-form';

/** POST /compa/roster: the file as multipart, which the contract's client does not speak. */
export async function uploadRoster(file: File): Promise<{ ok: true; data: api.CompaRosterResult } | ApiFailure> {
  const body = new FormData();
  body.append('file', file);
  return postForm<api.CompaRosterResult>('/compa/roster', body, 'The file was not taken');
}
