import type { Context } from 'hono'
import type { StatusCode } from 'hono/utils/http-status'
import { turnstileScript } from '../../client/turnstile-widget'
import type { ContactFormProps } from '../../shared/contact-form'
import { contactContent } from '../../shared/content/contact'
import { routes } from '../../shared/routes'
import { site } from '../../shared/site'
import { Island } from '../components/island'
import { PageHero } from '../components/page-hero'
import type { AppEnv } from '../env'

type ContactPageProps = Omit<ContactFormProps, 'text'>

/** Contact (/contact): 'Get in Touch' and the contact form, the site's one island. */
export function ContactPage(settings: ContactPageProps) {
  const { title, intro, form } = contactContent
  const props: ContactFormProps = { text: form, ...settings }
  return (
    <>
      <PageHero title={title} intro={intro} />
      <div className="container py-14">
        <div className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Island name="contact-form" props={props} />
        </div>
      </div>
    </>
  )
}

/**
 * Renders /contact with what the environment configures for the form (a separate API host,
 * Turnstile), as the page itself or as the answer to a form post made without JavaScript. A
 * refused post's page says "Error:" first in its title and is kept out of search indexes.
 */
export function renderContactPage(
  c: Context<AppEnv>,
  initial?: ContactFormProps['initial'],
  status: StatusCode = 200,
) {
  const { CONTACT_API_ORIGIN: apiBase = '', TURNSTILE_SITE_KEY: turnstileSiteKey } = c.env
  const settings: ContactPageProps = {
    apiBase,
    action: routes.contact.path,
    ...(turnstileSiteKey && { turnstileSiteKey }),
    ...(initial && { initial }),
  }
  const refused = initial !== undefined && initial.outcome !== 'sent'
  const { meta } = contactContent
  c.status(status)
  return c.render(<ContactPage {...settings} />, {
    meta: refused ? { ...meta, title: `${site.errorTitlePrefix}${meta.title}` } : meta,
    hydrate: true,
    noindex: refused,
    scripts: turnstileSiteKey ? [turnstileScript] : [],
  })
}
