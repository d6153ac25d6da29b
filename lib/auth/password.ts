import { hash, verify } from '@node-rs/argon2';

/** Argon2id hash of a password (OWASP parameters: 19 MiB, 2 passes). */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

/** True when `password` matches an Argon2id `hashed` value; false on any malformed hash. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
