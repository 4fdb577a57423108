import { AppError, type api } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { Upload } from '../../http/uploads.js';
import { documentText } from '../../lib/document-text.js';
import { readResume } from './profile.extract.js';
import { matchSource } from './profile.sources.js';

/**
 * What a resume says, read the same way as the profile's resume upload (profile.extract.ts,
 * names matched to the catalogue), without storing the file or touching the profile: for modules
 * that read a resume once (the career roast).
 */
export async function readResumeFacts(deps: { db: Db; now: () => Date }, upload: Upload): Promise<api.ProfileSourceFacts> {
  if (upload.kind !== 'pdf' && upload.kind !== 'docx') throw new AppError(415, 'file: the resume must be a PDF or DOCX');
  const text = await documentText(upload.kind, upload.bytes);
  return (await matchSource(deps.db, readResume(text, deps.now()))).facts;
}
