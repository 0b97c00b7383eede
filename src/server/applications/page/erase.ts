// Erasing an application from its page: the row, and through the schema's cascades everything of
// it (its conversation, moves, bookings, notes and queued mail), as the inbox's erasure by address
// deletes an address's applications (inbox/message/message-queries.ts, eraseAddress).

/** Erases the application; true when there was one to erase. */
export async function eraseApplication(db: D1Database, id: string): Promise<boolean> {
  const erased = await db
    .prepare('DELETE FROM applications WHERE id = ? RETURNING id')
    .bind(id)
    .all()
  return erased.results.length > 0
}
