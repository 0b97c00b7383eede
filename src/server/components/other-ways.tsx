import { otherWaysContent } from '../../shared/content/contact'
import type { ContactFacts } from '../../shared/content/facts'
import { site } from '../../shared/site'

const text = otherWaysContent
const link = 'focusable rounded-sm text-brand-700 underline underline-offset-4 hover:text-brand-900'

/**
 * Beside the contact form: the school's phone, email and postal address as it publishes them (the
 * code's phone until then), for a visitor who would rather call or write.
 */
export function OtherWays({ contact }: { contact?: ContactFacts }) {
  const phone = contact?.phone ?? site.phone
  return (
    <aside aria-labelledby="other-ways" className="card h-fit">
      <h2 id="other-ways" className="text-lg font-bold text-ink">
        {text.heading}
      </h2>
      <dl className="mt-4 grid gap-4">
        <div>
          <dt className="text-sm text-ink-muted">{text.phone}</dt>
          <dd className="font-semibold">
            <a href={`tel:${phone.tel}`} className={link}>
              {phone.display}
            </a>
            {phone.note && <span className="block font-normal text-ink-soft">{phone.note}</span>}
          </dd>
        </div>
        {contact?.email && (
          <div>
            <dt className="text-sm text-ink-muted">{text.email}</dt>
            <dd className="font-semibold">
              <a href={`mailto:${contact.email}`} className={`${link} break-words`}>
                {contact.email}
              </a>
            </dd>
          </div>
        )}
        {!!contact?.postalAddress?.length && (
          <div>
            <dt className="text-sm text-ink-muted">{text.address}</dt>
            <dd className="text-ink">
              {contact.postalAddress.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        )}
      </dl>
    </aside>
  )
}
