import type { Context } from 'hono'
import * as v from 'valibot'
import { withoutInvisibleCharacters } from '../../../../shared/invisible-characters'
import { readLiveContent } from '../../../site-content/live'
import { typedLine } from '../../../site-content/schema/declare/text-rules.ts'
import type { InboxEnv } from '../../access/guard'
import { editorContent } from '../../content/editor'
import { leaveNotice } from '../../notice'
import { erasePerson, findPerson, type PersonFound } from './person-erasure'

const text = editorContent.erasePerson
// The name as typed or pasted, invisible characters and all (the match ignores them), though
// not them alone.
const visible = v.check((name: string) => withoutInvisibleCharacters(name).trim() !== '')
const nameSchema = v.pipe(typedLine('Name', 100), visible)

function ErasurePage({ name, found }: { name: string; found: PersonFound }) {
  const any = found.versions + found.drafts > 0
  return (
    <section className="max-w-2xl rounded-2xl border border-red-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{text.title(name)}</h1>
      <p className="mt-3 text-ink-soft">
        {any ? text.found(found.versions, found.drafts) : text.none(name)}
      </p>
      <form
        method="post"
        action="/inbox/content/erase-person"
        className="mt-6 flex flex-wrap items-center gap-3"
      >
        <input type="hidden" name="name" value={name} />
        <input type="hidden" name="confirm" value="erase" />
        {any && (
          <button type="submit" className="inbox-button-danger">
            <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
            {text.confirm(name)}
          </button>
        )}
        <a href="/inbox/content" className="inbox-button">
          {any ? text.cancel : text.back}
        </a>
      </form>
    </section>
  )
}

/**
 * POST /inbox/content/erase-person: name=… shows what names that person and asks; with
 * confirm=erase, takes them out of every version and draft → 303 to the content page, saying so.
 */
export async function erasePersonAction(c: Context<InboxEnv>) {
  const fields = await c.req.parseBody()
  const name = v.safeParse(nameSchema, fields.name)
  if (!name.success) return c.text(text.refused, 400)
  if (fields.confirm !== 'erase') {
    const found = await findPerson(c.env.DB, name.output)
    return c.render(<ErasurePage name={name.output} found={found} />, {
      meta: { title: text.title(name.output), description: '' },
    })
  }
  const erased = await erasePerson(c.env.DB, c.env.PHOTOS, {
    name: name.output,
    by: c.var.staff.email,
    note: text.note,
    now: new Date(),
  })
  // This isolate stops showing them from its next page on; the others within seconds.
  readLiveContent.renew()
  leaveNotice(c, { personErased: erased.versions })
  return c.redirect('/inbox/content', 303)
}
