/** Accounts: sign-up, login, one-time codes and password changes over members and sessions. */
export { createAuthModule, type AuthModule, type AuthModuleDeps } from './auth.module.js';
/** argon2id password hashing, shared with the staff accounts. */
export { PasswordHasher } from './password-hasher.js';
export type { AuthClient, RegInput, SignUpListener } from './auth.service.js';
