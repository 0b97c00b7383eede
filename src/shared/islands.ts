/**
 * How an island is marked in the HTML, shared by the server that renders it and the browser entry
 * that hydrates it: a root element carrying the island's name, and beside it a JSON data block
 * (never script code) with the props it was rendered with.
 */
export const islandAttribute = 'data-island'

/** The id of an island's root element. */
export const islandRootId = (name: string) => `island-${name}`

/** The id of the JSON data block holding an island's props. */
export const islandPropsId = (name: string) => `island-${name}-props`
