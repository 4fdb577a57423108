import type { api } from '@paysight/contract';
import type { ApiFailure } from '@paysight/contract/core';
import { postForm } from '~/lib/post-form';

/**
 * POST /offers/upload from the browser: the offer letter as multipart/form-data (field "file").
 * Nothing is stored on the server.
 */
export async function uploadOfferLetter(file: File): Promise<{ ok: true; data: api.OfferPrefill } | ApiFailure> {
  const body = new FormData();
  body.append('file', file);
  return postForm<api.OfferPrefill>('/offers/upload', body, 'The letter could not be read');
}
