/**
 * The words of the inbox when a search is refused: a staff member searched faster than the limit
 * allows, or the limit cannot be checked. Apart from inbox.ts so the feature stays in its files.
 */
export const inboxSearchLimitContent = {
  slowDown: {
    title: 'Slow down',
    heading: 'Slow down: too many searches',
    text: (limit: number, seconds: number) =>
      `The inbox takes ${limit} searches every ${seconds} seconds from each person, so that visitors’ messages never wait behind them. Wait a few seconds, then search again: your search is still in the box below.`,
  },
  unavailable: {
    title: 'Search unavailable',
    heading: 'Search is unavailable right now',
    text: 'The limit that keeps searches from holding up visitors’ messages cannot be checked, so no search runs. Try again in a minute; the list without a search works as usual.',
  },
  withoutSearch: 'The list without a search',
} as const
