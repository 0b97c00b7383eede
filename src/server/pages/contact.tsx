import type { ContactFormProps } from '../../client/islands/contact-form'
import { contactContent } from '../../shared/content/contact'
import { Island } from '../components/island'
import { PageHero } from '../components/page-hero'

/** Contact (/contact): 'Get in Touch' and the contact form, the site's one island. */
export function ContactPage({ apiBase, initial }: Omit<ContactFormProps, 'text'>) {
  const { title, intro, form } = contactContent
  const props: ContactFormProps = { text: form, apiBase, ...(initial && { initial }) }
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
