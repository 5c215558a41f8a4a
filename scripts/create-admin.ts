/**
 * Makes a real admin on whatever database the environment names (DATA_DIR or DATABASE_URL):
 *   npm run create-admin -- --name "Asha Rao" --email asha.admin@store.in --contact 9876543210 --role Technical --image https://…
 * Missing values are asked for; the password is always asked for (or read from ADMIN_PASSWORD).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ADMIN_ROLES } from '../src/lib/constants';
import { adminSchema } from '../src/lib/schemas';
import { closeDb } from '../src/server/db/client';
import { fieldErrors } from '../src/server/errors';
import { addAdmin } from '../src/server/services/admins';

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    email: { type: 'string' },
    contact: { type: 'string' },
    role: { type: 'string' },
    image: { type: 'string' },
  },
});

const rl = createInterface({ input: process.stdin, output: process.stdout });
const ask = async (label: string, given?: string) => given ?? (await rl.question(`${label}: `));

const input = {
  name: await ask('Name', values.name),
  email: await ask('E-mail', values.email),
  contact: await ask('Contact number', values.contact),
  role: await ask(`Role (${ADMIN_ROLES.join(', ')})`, values.role),
  image: await ask('Photo link (http(s)://… or /images/…)', values.image ?? '/images/avatar-admin.svg'),
  password: process.env.ADMIN_PASSWORD ?? (await ask('Password (8+ characters)')),
};
rl.close();

const parsed = adminSchema.safeParse(input);
if (!parsed.success) {
  for (const [field, msg] of Object.entries(fieldErrors(parsed.error))) console.error(`${field}: ${msg}`);
  process.exit(1);
}
try {
  const admin = await addAdmin(parsed.data);
  console.info(`Admin ${admin.email} created (id ${admin._id}). Sign in at /login.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await closeDb();
}
