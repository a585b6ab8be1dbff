import { serverMessagesSw } from '@nyota/contract/messages/sw';
import type { Messages } from './en';

// Kiswahili. Loaded on demand so English-only players never download it.
export const sw: Messages = {
  ...serverMessagesSw,
  'app.loading': 'Inapakia…',
};
