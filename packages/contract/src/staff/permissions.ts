/**
 * What a staff member may do: one permission per action, granted through roles. Each staff route
 * names the permission it needs (routes.ts), so adding an action means adding its permission here.
 */
import { z } from 'zod';

export const PERMISSIONS = [
  'staff.read',
  'staff.manage',
  'roles.manage',
  'audit.read',
  'four_eyes.approve',
  'withdrawals.review',
  'withdrawals.approve',
  'appeals.handle',
  'players.read',
  'players.act',
  'money.adjust',
  'reports.read',
  'config.edit',
  'campaigns.manage',
  'rewards.approve',
] as const;

export const permissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof permissionSchema>;

export const ROLE_NAMES = ['support', 'payments', 'risk', 'marketing', 'finance', 'admin'] as const;

/** The roles a fresh installation starts with; admins edit them afterwards (staff_roles). */
export const DEFAULT_ROLES: Readonly<Record<(typeof ROLE_NAMES)[number], readonly Permission[]>> = {
  support: ['players.read', 'appeals.handle'],
  payments: ['players.read', 'withdrawals.review', 'withdrawals.approve', 'appeals.handle', 'four_eyes.approve'],
  risk: ['players.read', 'players.act', 'withdrawals.review', 'audit.read'],
  marketing: ['players.read', 'reports.read', 'campaigns.manage'],
  finance: ['players.read', 'reports.read', 'money.adjust', 'four_eyes.approve', 'audit.read', 'rewards.approve'],
  admin: PERMISSIONS,
};
