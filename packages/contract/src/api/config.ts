import { z } from 'zod';

export const queryGlobalByTypeQuery = z.object({
  type: z.coerce.number({ error: 'errors.invalid_config_type' }).int({ error: 'errors.invalid_config_type' }).min(1).max(999999),
});

export const globalConfigItemSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  content: z.string(),
});
export type GlobalConfigItem = z.infer<typeof globalConfigItemSchema>;
export const queryGlobalByTypeData = z.array(globalConfigItemSchema);
