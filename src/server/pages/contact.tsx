import type { Context } from 'hono'
import type { StatusCode } from 'hono/utils/http-status'
import { turnstileScript } from '../../client/turnstile-widget'
import type { About } from '../../shared/contact-about'
import type { ContactFormProps } from '../../shared/contact-form'
import { addressText } from '../../shared/content/address-check'
import { contactContent, contactContentFor, responsePromise } from '../../shared/content/contact'
import type { ContactFacts } from '../../shared/content/facts'
import { routes } from '../../shared/routes'
import { site } from '../../shared/site'
import { Island } from '../components/island'
import { OtherWays } from '../components/other-ways'
import { PageHero } from '../components/page-hero'
import { SentConfirmation } from '../components/sent-confirmation'
import type { AppEnv } from '../settings/env'
import { factsOf } from '../site-content/facts'

type ContactPageProps = Omit<ContactFormProps, 'text'> & {
  sent?: boolean
  /** The school's published promise, "2 working days"; the code's until it publishes one. */
  responseTime?: string
  /** The school's published contact details, beside the form. */
  contact?: ContactFacts
}

/** The form's box, the target of "Send another message". */
const formId = 'contact-form'

/**
 * Contact (/contact): 'Get in Touch' and the contact form, the site's one island. After a message
 * sent without JavaScript, the confirmation leads the page, and the form waits below, empty.
 */
export function ContactPage({
  sent = false,
  responseTime,
  contact,
  ...settings
}: ContactPageProps) {
  const { title, intro, form, sentPage } = contactContentFor(responsePromise(responseTime))
  const props: ContactFormProps = { text: form, ...settings }
  return (
    <>
      {sent && (
        <SentConfirmation
          sent={form.sent}
          nextSteps={form.nextSteps}
          another={sentPage.another}
          formId={formId}
        />
      )}
      <PageHero title={title} intro={intro} />
      <div className="container grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div
          id={formId}
          className="max-w-2xl scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:max-w-none"
        >
          <Island name="contact-form" props={props} />
        </div>
        <OtherWays contact={contact} />
      </div>
    </>
  )
}

/** What the page shows: the form as first met, after a send, or answering a refused post. */
export type ContactPageState =
  | { kind: 'form'; about: About }
  | { kind: 'sent'; about: About }
  | {
      kind: 'answer' | 'check'
      about: About
      initial: NonNullable<ContactFormProps['initial']>
    }

/**
 * Renders /contact with what the environment configures for the form (a separate API host,
 * Turnstile), as the page itself (its choice of topic from `?about=`), as the confirmation after a
 * send without JavaScript (titled "Message sent"), as the answer to a refused post (titled
 * "Error:" first), or as a post's question about its address. Only the page itself is indexed.
 */
export function renderContactPage(
  c: Context<AppEnv>,
  state: ContactPageState,
  status: StatusCode = 200,
) {
  const { CONTACT_API_ORIGIN: apiBase = '', TURNSTILE_SITE_KEY: turnstileSiteKey } = c.env
  const settings: ContactPageProps = {
    apiBase,
    action: routes.contact.path,
    about: state.about,
    sent: state.kind === 'sent',
    ...(turnstileSiteKey && { turnstileSiteKey }),
    ...('initial' in state && { initial: state.initial }),
  }
  const contact = factsOf(c.var.content).contact
  if (contact) settings.contact = contact
  if (contact?.responseTime !== undefined) settings.responseTime = contact.responseTime
  const { meta, sentPage } = contactContent
  const prefix = {
    form: '',
    sent: sentPage.titlePrefix,
    answer: site.errorTitlePrefix,
    check: addressText.checkTitlePrefix,
  }[state.kind]
  c.status(status)
  return c.render(<ContactPage {...settings} />, {
    meta: { ...meta, title: `${prefix}${meta.title}` },
    hydrate: true,
    noindex: state.kind !== 'form',
    scripts: turnstileSiteKey ? [turnstileScript] : [],
  })
}
