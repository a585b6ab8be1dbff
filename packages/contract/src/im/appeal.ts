/**
 * Appeal/StatusChange: a staff step was added to one of the member's appeals. A hint only: the
 * client reloads the appeal and its timeline over HTTP (docs/product-rules/records-and-appeals.md#appeal-log).
 */
import * as z from 'zod/mini';
import { ImEvent, ImObject } from './names.js';

export const appealStatusChangeData = z.object({ id: z.int(), status: z.int(), logType: z.int() });
export type AppealStatusChange = z.infer<typeof appealStatusChangeData>;

export const appealStatusChange = z.object({
  object: z.literal(ImObject.Appeal),
  event: z.literal(ImEvent.StatusChange),
  data: appealStatusChangeData,
});
