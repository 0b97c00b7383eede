// Every mail the school sends names it: `"Lumen Code Academy" <hello@…>` in the From line, not a
// bare address, so a visitor's mailbox (and the staff's) shows who wrote. The `send_email`
// builder takes the name apart from the address ({ name, email }: Cloudflare Email Service's
// Workers API) and writes the header itself, quoting and encoding the name, so no name is ever
// spliced into a header by hand; Miniflare's local binding takes the same object and writes it
// as `"Lumen Code Academy" <hello@…>` (docs/conversation.md, "The conversation").
import { site } from '../../shared/site.ts'

/** The builder's `from` for one of the school's addresses. */
export const fromSchool = (email: string): EmailAddress => ({ name: site.name, email })
