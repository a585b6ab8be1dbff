/** Inputs and answers of the staff API. Ids are strings (BIGINT), times ISO-8601 strings. */
import { z } from 'zod';
import { permissionSchema } from './permissions.js';

const text = (max: number) => z.string().trim().min(1, 'errors.validation').max(max, 'errors.validation');
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,32}$/, 'errors.staff_username_invalid');
/** Why a staff member acts; written to the audit log. */
export const reasonSchema = text(500);
const idSchema = z.string().regex(/^[1-9][0-9]{0,18}$/, 'errors.validation');

export const signInInput = z.object({
  username: z.string().trim().toLowerCase().max(64, 'errors.staff_sign_in_failed'),
  password: z.string().max(256, 'errors.staff_sign_in_failed'),
  code: z.string().trim().max(16, 'errors.staff_sign_in_failed'),
});

export const staffMeSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.string(),
  permissions: z.array(permissionSchema),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const signInOutput = z.object({ staff: staffMeSchema, csrfToken: z.string() });
export const emptyInput = z.object({});

export const staffMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListOutput = z.object({ items: z.array(staffMemberSchema) });

export const createStaffInput = z.object({ username: usernameSchema, role: text(32), reason: reasonSchema });
/** The password and TOTP enrolment are shown once, to be handed to the new colleague. */
export const createStaffOutput = z.object({ member: staffMemberSchema, password: z.string(), totpUri: z.string() });
export const disableStaffInput = z.object({ id: idSchema, reason: reasonSchema });

export const roleSchema = z.object({ name: z.string(), permissions: z.array(permissionSchema) });
export type StaffRole = z.infer<typeof roleSchema>;
export const roleListOutput = z.object({ items: z.array(roleSchema) });
export const editRoleInput = z.object({
  name: text(32),
  permissions: z.array(permissionSchema).max(64, 'errors.validation'),
  reason: reasonSchema,
});

export const auditQuery = z.object({
  actor: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  target: z.string().trim().max(128).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** Rows older than this sequence number (the next page). */
  beforeSeq: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.output<typeof auditQuery>;

const jsonValue = z.unknown();
export const auditEntrySchema = z.object({
  seq: z.string(),
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: jsonValue,
  after: jsonValue,
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListOutput = z.object({ items: z.array(auditEntrySchema) });

export const fourEyesStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export const fourEyesRequestSchema = z.object({
  id: z.string(),
  kind: z.string(),
  payload: jsonValue,
  requestedBy: z.string(),
  requestedAt: z.string(),
  reason: z.string(),
  status: fourEyesStatusSchema,
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type FourEyesRequest = z.infer<typeof fourEyesRequestSchema>;
export const fourEyesListInput = z.object({ status: fourEyesStatusSchema.optional() });
export const fourEyesListOutput = z.object({ items: z.array(fourEyesRequestSchema) });
export const fourEyesDecideInput = z.object({ id: idSchema, reason: reasonSchema });
