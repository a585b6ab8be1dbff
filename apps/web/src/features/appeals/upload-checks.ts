/**
 * Screenshot checks before anything is uploaded (docs/product-rules/records-and-appeals.md#uploads: png and jpeg only, at most 3
 * images). The server checks the bytes again; checking here saves a player on costly data from
 * uploading a file that would be refused.
 */
import { APPEAL_MAX_IMAGES, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@nyota/contract/appeals-constants';
import type { MessageKey } from '../../shared/i18n/i18n';

export type UploadProblem = 'type' | 'size' | 'count';

export interface FileLike {
  type: string;
  size: number;
}

const MIME: readonly string[] = UPLOAD_MIME_TYPES;

export function imageProblem(file: FileLike): UploadProblem | null {
  // An empty file is no image whatever its name says.
  if (!MIME.includes(file.type) || file.size === 0) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

/**
 * Which of the chosen files to upload, in order, given `already` images on the appeal, and what
 * was wrong with the others (each kind of problem once, to say it once).
 */
export function pickImages<F extends FileLike>(
  files: readonly F[],
  already: number,
  max = APPEAL_MAX_IMAGES,
): { accepted: F[]; problems: UploadProblem[] } {
  const accepted: F[] = [];
  const problems = new Set<UploadProblem>();
  for (const file of files) {
    const problem = imageProblem(file);
    if (problem) problems.add(problem);
    else if (already + accepted.length >= max) problems.add('count');
    else accepted.push(file);
  }
  return { accepted, problems: [...problems] };
}

export const UPLOAD_PROBLEM_TEXT: Record<UploadProblem, MessageKey> = {
  type: 'errors.upload_type',
  size: 'errors.upload_too_large',
  count: 'errors.appeal_too_many_images',
};

/** The size limit in whole megabytes, as the texts quote it. */
export const UPLOAD_MAX_MB = Math.floor(UPLOAD_MAX_BYTES / (1024 * 1024));
