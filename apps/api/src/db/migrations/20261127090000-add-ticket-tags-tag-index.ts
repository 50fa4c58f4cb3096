import type { QueryInterface } from 'sequelize';

// ticket_tags' primary key leads with ticketId: counting a tag's tickets (the tags screen's ticketsCount),
// deleting a tag and the kanban's lane changes look rows up by tagId, which this index serves.
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('CREATE INDEX IF NOT EXISTS ticket_tags_tag_id ON ticket_tags ("tagId")');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP INDEX IF EXISTS ticket_tags_tag_id');
}
