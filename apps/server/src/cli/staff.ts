/**
 * `npm run staff -- create-admin <username>`: creates an admin staff account (migrating the
 * database first, as the server does at start), prints its generated password once, and the TOTP
 * enrolment URI with a QR code to scan into an authenticator app. Refuses a username in use.
 * Exit 0 on success, 1 when refused, 2 when it could not run.
 */
import QRCode from 'qrcode';
import { usernameSchema } from '@nyota/contract/staff/schemas';
import { migrateToLatest } from '../platform/db/database.js';
import { systemClock } from '../platform/clock.js';
import { AppError } from '../platform/http/app-error.js';
import { createStaffModule } from '../modules/staff/index.js';
import { messageOf, openCliDatabase } from './cli-database.js';

const USAGE = 'Usage: npm run staff -- create-admin <username>\n';

async function createAdmin(rawUsername: string): Promise<number> {
  const username = usernameSchema.safeParse(rawUsername);
  if (!username.success) {
    process.stderr.write('A username is 3 to 32 of a-z, 0-9, dot, dash or underscore.\n');
    return 1;
  }
  const { database, where } = await openCliDatabase();
  try {
    await migrateToLatest(database.db);
    const mod = createStaffModule({ db: database.db, clock: systemClock });
    const created = await mod.staff.create(null, { username: username.data, role: 'admin', reason: 'first admin (CLI)' });
    const qr = await QRCode.toString(created.totpUri, { type: 'terminal', small: true });
    process.stdout.write(
      `Created admin "${created.member.username}" in ${where}.\n\n` +
        `Password (shown once, store it now): ${created.password}\n\n` +
        `Scan this into an authenticator app, or enter the URI by hand:\n${qr}\n${created.totpUri}\n\n` +
        'Sign in at /console/ with the username, the password and the app’s 6-digit code.\n',
    );
    return 0;
  } catch (err) {
    if (err instanceof AppError && err.key === 'errors.staff_username_taken') {
      process.stderr.write(`A staff account named "${username.data}" exists already; nothing was changed.\n`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

async function main(args: string[]): Promise<number> {
  const [command, username] = args;
  if (command !== 'create-admin' || !username) {
    process.stderr.write(USAGE);
    return 2;
  }
  try {
    return await createAdmin(username);
  } catch (err) {
    process.stderr.write(`The staff command could not run: ${messageOf(err)}\n`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
