/** The password hash's cost: cheap in the test runner only, production's everywhere the store runs. */
import { scrypt as scryptCb } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SCRYPT_PRODUCTION_N, SCRYPT_TEST_N, scryptN } from '../../src/server/config';
import { hashPassword, verifyPassword } from '../../src/server/passwords';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

describe('password hashing cost', () => {
  it('is N=2^15 (32 MiB a hash) whenever the store runs, in production, development and the browser tests', () => {
    expect(SCRYPT_PRODUCTION_N).toBe(32_768);
    for (const env of ['production', 'development', '']) expect(scryptN(env)).toBe(SCRYPT_PRODUCTION_N);
  });

  it('is cheaper only under the test runner, and the stored hash names the cost it was made with', async () => {
    expect(scryptN('test')).toBe(SCRYPT_TEST_N);
    const stored = await hashPassword('Sup3r-secret!');
    expect(stored.startsWith(`scrypt$${SCRYPT_TEST_N}$8$1$`)).toBe(true);
    expect(await verifyPassword('Sup3r-secret!', stored)).toBe(true);
    expect(await verifyPassword('wrong', stored)).toBe(false);
  });

  it('verifies a hash made at production cost, as the store stores them', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = await scrypt('Admin@12345', salt, 32, { N: SCRYPT_PRODUCTION_N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const stored = `scrypt$${SCRYPT_PRODUCTION_N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('Admin@12345', stored)).toBe(true);
    expect(await verifyPassword('Admin@12346', stored)).toBe(false);
  });
});
