/** Schemas of the advert calls, the pop-up permission and the version file (adverts.ts says what they mean). */
import { z } from 'zod';
import { ADVERT_LABEL_IDS, isAdvertTypeId, type Advert, type AdvertLabel, type AppVersionFile } from '../adverts.js';

const typeIdError = { error: 'errors.invalid_advert_type' } as const;

export const advertTypeQuery = z.object({
  typeId: z.coerce
    .number(typeIdError)
    .int(typeIdError)
    .refine((v) => isAdvertTypeId(v), typeIdError),
});

const text = z.strictObject({ en: z.string(), sw: z.string() });
const labelId = z.enum(ADVERT_LABEL_IDS);

export const advertSchema: z.ZodType<Advert> = z.object({
  id: z.string(),
  url: z.string().nullable(),
  image: z.string(),
  title: text,
  label: labelId,
});
export const advertLabelSchema: z.ZodType<AdvertLabel> = z.object({ id: labelId, name: text });

export const advertsData = z.array(advertSchema);
export const advertLabelsData = z.array(advertLabelSchema);
/** Adverts of a placement by label, in label order; a label with none is left out. */
export const advertsWithLabelsData = z.array(z.object({ label: advertLabelSchema, adverts: z.array(advertSchema) }));
export const advertLabelsQuery = z.object({});

/** Whether engagement pop-ups may be shown to this member now (the eligibility function's answer, purpose popup). */
export const popupEligibilityData = z.object({ allowed: z.boolean() });
export type PopupEligibility = z.infer<typeof popupEligibilityData>;

export const appVersionFileSchema: z.ZodType<AppVersionFile> = z.object({
  timestamp: z.number().int(),
  apkUrl: z.string().nullable(),
  imgUrl: z.string(),
});
