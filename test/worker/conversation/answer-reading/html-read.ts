// How the tests of an HTML answer read it: the reader straight from the markup (html-text.ts), no
// mail parsed and no database, so each runs in a millisecond and mutation testing can run them all
// for each change of the reader.
import { historyMark } from '../../../../src/server/conversation/answer-reading/html-lines'
import { htmlToText } from '../../../../src/server/conversation/answer-reading/html-text'

export const read = (html: string, limit = 20_000) => htmlToText(html, limit)
/** The text with the mark of a client's history shown as "§" (it is an invisible character). */
export const marked = (html: string) => read(html).replaceAll(historyMark, '§')
