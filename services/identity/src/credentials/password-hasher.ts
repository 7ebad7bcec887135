import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, not importable with isolatedModules).
const ARGON2ID = 2;

/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
@Injectable()
export class PasswordHasher {
  private static readonly options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };
  /** Checked when the username is unknown, so timing does not reveal which usernames exist. */
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, PasswordHasher.options);
  }

  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    if (!passwordHash) {
      this.dummy ??= this.hash('not-a-real-password');
      await verify(await this.dummy, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }
}
