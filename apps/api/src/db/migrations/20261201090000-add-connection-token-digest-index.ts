import type { QueryInterface } from 'sequelize';

/**
 * The external API finds a connection by its token's SHA-256 (modules/external-api/connection-token.ts),
 * never by the token itself, so the index walk compares digests and tells an attacker nothing about how
 * close a guess came; the token is then compared in constant time (§10 Security). Backslashes are doubled
 * before the cast because bytea's input reads them as escapes: every other character becomes its UTF-8 bytes.
 */
const TOKEN_DIGEST_SQL = `sha256(replace("token", '\\', '\\\\')::bytea)`;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`CREATE INDEX whatsapps_token_digest ON whatsapps (${TOKEN_DIGEST_SQL})`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP INDEX IF EXISTS whatsapps_token_digest');
}
