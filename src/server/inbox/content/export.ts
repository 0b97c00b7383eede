/** The words the CSV export writes into cells itself (docs/decisions.md, "Export"). */
export const inboxExportContent = {
  /**
   * Where a conversation's cell was cut, around the whole conversation's length (which SQL
   * writes between the two halves). SQL string literals: typographic apostrophes only (’).
   */
  cellCut: (max: string) => ({
    before: `[Cut here at ${max} characters, as a spreadsheet cell holds about that much: the conversation has `,
    after: ' characters, all of them on the message’s page in the inbox.]',
  }),
} as const
