import type { QueryInterface } from 'sequelize';

/**
 * Reactions of everyone in the chat (issue 18): `messages.reactions` is a list of `{ by, emoji, fromMe }`, one per
 * reactor (`by`: 'me' for the company, else the customer's LID or phone), replacing the single `reaction` column,
 * which kept only the last one. `merge_message_reactions(current, changes)` applies a batch's changes (each
 * replaces its reactor's entry; an empty emoji removes it), so one UPDATE folds many reactors at once and its
 * guard compares before and after. The sandbox's outbox also records the edits, reactions and revokes we send
 * (`kind`, `targetId`), so tests can see them reach the customer.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`
    ALTER TABLE messages ADD COLUMN reactions jsonb NOT NULL DEFAULT '[]'::jsonb;
    UPDATE messages SET reactions = jsonb_build_array(jsonb_build_object('by', 'contact', 'emoji', reaction, 'fromMe', false))
     WHERE reaction IS NOT NULL AND reaction <> '';
    ALTER TABLE messages DROP COLUMN reaction;
    CREATE FUNCTION merge_message_reactions(current jsonb, changes jsonb) RETURNS jsonb
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(jsonb_agg(e ORDER BY o), '[]'::jsonb) FROM (
          SELECT e, o FROM jsonb_array_elements(current) WITH ORDINALITY AS kept(e, o)
           WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(changes) c WHERE c->>'by' = e->>'by')
          UNION ALL
          SELECT c, 1000000 + o FROM jsonb_array_elements(changes) WITH ORDINALITY AS added(c, o) WHERE c->>'emoji' <> ''
        ) merged
      $$;
    ALTER TABLE sandbox_messages ADD COLUMN kind varchar(16) NOT NULL DEFAULT 'message';
    ALTER TABLE sandbox_messages ADD COLUMN "targetId" varchar(255);
  `);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(`
    DELETE FROM sandbox_messages WHERE kind <> 'message';
    ALTER TABLE sandbox_messages DROP COLUMN "targetId";
    ALTER TABLE sandbox_messages DROP COLUMN kind;
    DROP FUNCTION merge_message_reactions(jsonb, jsonb);
    ALTER TABLE messages ADD COLUMN reaction varchar(255);
    UPDATE messages SET reaction = (SELECT e->>'emoji' FROM jsonb_array_elements(reactions) e WHERE NOT (e->>'fromMe')::boolean LIMIT 1);
    ALTER TABLE messages DROP COLUMN reactions;
  `);
}
