import { serverMessagesEn, type ServerMessages } from './en.js';

// TODO(translation in progress this session): replaced by the full Swahili catalogue.
export const serverMessagesSw: ServerMessages = { ...serverMessagesEn };
