/**
 * English, the complete reference dictionary. Server texts come from the contract so a message is
 * written once; UI keys follow. Every other language must cover every key (typechecked).
 */
import { serverMessagesEn } from '@nyota/contract/messages/en';

export const en = {
  ...serverMessagesEn,
  'app.loading': 'Loading…',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
