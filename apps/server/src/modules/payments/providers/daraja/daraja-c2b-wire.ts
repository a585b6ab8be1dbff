/**
 * Safaricom Daraja C2B (customer pays our paybill from their phone) on the wire
 * (docs/product-rules/pay-bill.md). Shapes as Safaricom sends and expects them:
 *
 * - OAuth: `GET /oauth/v1/generate?grant_type=client_credentials`, Basic base64(key:secret) →
 *   `{access_token, expires_in:"3599"}`.
 * - Register URLs: `POST /mpesa/c2b/v2/registerurl` (Bearer) `{ShortCode, ResponseType:"Completed"|"Cancelled",
 *   ConfirmationURL, ValidationURL}` → `{OriginatorCoversationID, ResponseCode:"0", ResponseDescription:"success"}`
 *   (Safaricom's own spelling "Coversation"). ResponseType says what M-Pesa does when our validation URL
 *   does not answer: we send "Cancelled", so a payment we never validated is reversed, not taken.
 * - Validation and confirmation: Safaricom POSTs the same body to each: `{TransactionType:"Pay Bill",
 *   TransID, TransTime:"YYYYMMDDHHmmss", TransAmount:"100.00", BusinessShortCode, BillRefNumber,
 *   InvoiceNumber, OrgAccountBalance, ThirdPartyTransID, MSISDN, FirstName, MiddleName, LastName}`.
 *   Amounts are text in whole shillings (sometimes with ".00"); MSISDN is masked or hashed in
 *   production, so the account reference (BillRefNumber) is what names the member.
 * - Answers: validation `{ResultCode:"0", ResultDesc:"Accepted"}` or a rejection code
 *   (C2B00011 invalid MSISDN, C2B00012 invalid account number, C2B00013 invalid amount,
 *   C2B00014 invalid KYC details, C2B00015 invalid shortcode, C2B00016 other error);
 *   confirmation `{ResultCode:0, ResultDesc:"Success"}`.
 */
import { z } from 'zod';

const text = z.union([z.string(), z.number()]).transform((v) => String(v).trim());

/** One C2B notification (validation or confirmation); unknown extra fields are ignored. */
export const c2bPayloadSchema = z.object({
  TransactionType: text,
  TransID: text.pipe(z.string().regex(/^[A-Z0-9]{6,20}$/)),
  TransTime: text.pipe(z.string().regex(/^\d{14}$/)),
  TransAmount: text.pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/)),
  BusinessShortCode: text.pipe(z.string().regex(/^\d{5,7}$/)),
  BillRefNumber: text.optional().default(''),
  InvoiceNumber: text.optional().default(''),
  OrgAccountBalance: text.optional().default(''),
  ThirdPartyTransID: text.optional().default(''),
  MSISDN: text.optional().default(''),
  FirstName: text.optional().default(''),
  MiddleName: text.optional().default(''),
  LastName: text.optional().default(''),
});
export type C2bPayload = z.infer<typeof c2bPayloadSchema>;

export const C2B_REJECT = {
  INVALID_MSISDN: 'C2B00011',
  INVALID_ACCOUNT: 'C2B00012',
  INVALID_AMOUNT: 'C2B00013',
  INVALID_KYC: 'C2B00014',
  INVALID_SHORTCODE: 'C2B00015',
  OTHER: 'C2B00016',
} as const;
export type C2bRejectCode = (typeof C2B_REJECT)[keyof typeof C2B_REJECT];

export type ValidationAnswer =
  { ResultCode: '0'; ResultDesc: 'Accepted' } | { ResultCode: C2bRejectCode; ResultDesc: 'Rejected' };
export const ACCEPTED: ValidationAnswer = { ResultCode: '0', ResultDesc: 'Accepted' };
export function rejected(code: C2bRejectCode): ValidationAnswer {
  return { ResultCode: code, ResultDesc: 'Rejected' };
}
/** Safaricom reads only that we took it; anything else makes it retry the confirmation. */
export const CONFIRMED = { ResultCode: 0, ResultDesc: 'Success' } as const;

export const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
});

export const registerUrlAnswerSchema = z.object({
  OriginatorCoversationID: z.string().optional(),
  ResponseCode: z.union([z.string(), z.number()]).transform(String),
  ResponseDescription: z.string(),
});

export const darajaErrorSchema = z.object({
  requestId: z.string().optional(),
  errorCode: z.string(),
  errorMessage: z.string(),
});

/**
 * Whole shillings (or with cents) as text → minor units; null when it is not a positive amount.
 * Integer arithmetic on the digits: never a float.
 */
export function amountMinor(transAmount: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(transAmount);
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}
