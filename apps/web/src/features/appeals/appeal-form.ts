/**
 * The deposit appeal form's rules (docs/product-rules/records-and-appeals.md#appeal-form): a
 * transaction ID and at least one uploaded screenshot. The transaction ID is checked with the
 * contract's pattern, the same the server uses.
 */
import { APPEAL_MAX_IMAGES, RECEIPT_NUMBER_PATTERN } from '@nyota/contract/appeals-constants';
import type { MessageKey } from '../../shared/i18n/i18n';

export function receiptProblem(value: string): MessageKey | null {
  const v = value.trim();
  if (v.length === 0) return 'errors.appeal_receipt_required';
  return RECEIPT_NUMBER_PATTERN.test(v) ? null : 'errors.appeal_receipt_invalid';
}

export type ImageState = 'uploading' | 'done' | 'failed';

export interface FormImage {
  state: ImageState;
  /** The stored name once uploaded. */
  name: string | null;
}

/** The names to send, in the order they were added. */
export function uploadedNames(images: readonly FormImage[]): string[] {
  return images.flatMap((i) => (i.state === 'done' && i.name ? [i.name] : []));
}

/** Submit waits for every upload to finish, so no screenshot is left out silently. */
export function canSubmitDepositAppeal(receipt: string, images: readonly FormImage[]): boolean {
  if (receiptProblem(receipt) !== null) return false;
  if (images.some((i) => i.state === 'uploading')) return false;
  const names = uploadedNames(images);
  return names.length >= 1 && names.length <= APPEAL_MAX_IMAGES;
}
