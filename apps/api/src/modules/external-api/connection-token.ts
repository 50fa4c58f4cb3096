import { createHash, timingSafeEqual } from 'node:crypto';
import { literal } from 'sequelize';
import { Whatsapp } from '../../models/index.js';

// The external API's credential is the connection's token (§10 Security: random, at least 32 bytes, compared in
// constant time). The row is found by the token's SHA-256 through the index of migration
// 20261201090000-add-connection-token-digest-index (the same expression as below), so the index walk compares
// digests and a guess learns nothing from how long it took; the digests are then compared in constant time.

const TOKEN_DIGEST_SQL = `sha256(replace("token", '\\', '\\\\')::bytea)`;

const digestOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** The bearer token of an Authorization header; null when there is none (missing, another scheme, empty). */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** The connection whose token this is, any company's (the token names it); null for an unknown token. */
export async function findConnectionByToken(token: string): Promise<Whatsapp | null> {
  const digest = digestOf(token);
  // The hex comes from our own hash: 64 characters of [0-9a-f], nothing a caller controls reaches the SQL.
  const candidates = await Whatsapp.findAll({
    where: literal(`${TOKEN_DIGEST_SQL} = decode('${digest.toString('hex')}', 'hex')`),
    crossTenant: 'the external API token names its connection',
  });
  return candidates.find((connection) => timingSafeEqual(digestOf(connection.token), digest)) ?? null;
}
