import { type PrivacySettings, privacyContent } from '../../shared/content/privacy'
import { site } from '../../shared/site'
import { PageHero } from '../components/page-hero'

const link = 'focusable rounded-sm text-brand-700 underline underline-offset-4 hover:text-brand-900'

/** The privacy notice (/privacy): what the forms collect, who processes it, for how long. */
export function PrivacyPage({
  settings,
  phone = site.phone,
}: {
  settings: PrivacySettings
  /** The school's published phone, else the code's. */
  phone?: { display: string; tel: string }
}) {
  const { title, intro, sections, ask } = privacyContent
  return (
    <>
      <PageHero title={title} intro={intro} />
      <div className="container py-16">
        <div className="max-w-3xl space-y-12">
          {sections(settings).map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="text-2xl font-bold tracking-tight text-ink">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-ink-soft">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <section aria-labelledby="ask">
            <h2 id="ask" className="text-2xl font-bold tracking-tight text-ink">
              {ask.heading}
            </h2>
            <p className="mt-4 leading-relaxed text-ink-soft">
              {ask.before}
              <a href="/contact" className={link}>
                {ask.link}
              </a>
              {ask.afterLink}
            </p>
            <p className="mt-4 leading-relaxed text-ink-soft">
              {ask.phone}{' '}
              <a href={`tel:${phone.tel}`} className={link}>
                {phone.display}
              </a>
            </p>
          </section>
        </div>
      </div>
    </>
  )
}
