// Erasing an application from its page: the row, and through the schema's cascades everything of
// it (its conversation, moves, bookings, notes and queued mail), as the inbox's erasure by address
// deletes an address's applications (inbox/message/message-queries.ts, eraseAddress).

/** Erases the application, or nothing when it is gone already (the same answer either way). */
export async function eraseApplication(db: D1Database, id: string): Promise<void> {
  await db.prepare('DELETE FROM applications WHERE id = ?').bind(id).run()
}
