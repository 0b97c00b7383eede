/**
 * The words staff read where a visitor's answer changed something (README "The conversation"):
 * the message's history says an answer reopened it, never in the words of a staff change.
 */
export const answerGuardsContent = {
  history: {
    /** An answer put a handled message back in New. */
    reopenedBy: (address: string, visitorsAddress: boolean) =>
      `Reopened by an answer from ${address} (${visitorsAddress ? 'the address the visitor gave' : 'another address'})`,
  },
} as const
