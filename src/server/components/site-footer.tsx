import phoneIcon from 'virtual:lucide/phone'
import { Icon } from '../../client/icon'
import type { ContactFacts } from '../../shared/content/facts'
import { site } from '../../shared/site'
import { BrandMark } from './brand-mark'

const heading = 'mb-3 text-sm font-semibold uppercase tracking-wider text-ink'
const link = 'focusable rounded-sm text-brand-700 underline underline-offset-4 hover:text-brand-900'

/**
 * Footer on every page: blurb, quick links, how to reach the provider (the school's published
 * details, else the code's phone), the year's copyright and the privacy notice.
 */
export function SiteFooter({ year, contact }: { year: number; contact?: ContactFacts }) {
  const phone = contact?.phone ?? site.phone
  return (
    <footer className="deferred-band mt-auto border-t border-slate-200 bg-slate-50 text-ink-soft">
      <div className="container grid gap-10 py-12 md:grid-cols-[2fr_1fr_1.4fr]">
        <div className="max-w-md">
          <p className="mb-3 flex items-center gap-2.5 text-lg font-bold text-ink">
            <BrandMark className="h-7 w-7" />
            {site.name}
          </p>
          <p className="leading-relaxed">{site.blurb}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>
            {site.footerHeadings.quickLinks}
          </h2>
          <ul className="space-y-2">
            {site.quickLinks.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={link}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{site.footerHeadings.contact}</h2>
          <p className="flex flex-wrap items-center gap-x-2">
            <Icon svg={phoneIcon} className="h-4 w-4 text-brand-700" />
            <a href={`tel:${phone.tel}`} className={`${link} font-semibold`}>
              {phone.display}
            </a>
            {phone.note && <span>{phone.note}</span>}
          </p>
          {contact?.email && (
            <p className="mt-2">
              <a href={`mailto:${contact.email}`} className={link}>
                {contact.email}
              </a>
            </p>
          )}
          {!!contact?.postalAddress?.length && (
            <address className="mt-2 not-italic">
              {contact.postalAddress.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          )}
          <p className="mt-3">
            {site.contactPrompt.before}
            <a href="/contact" className={link}>
              {site.contactPrompt.link}
            </a>
            {site.contactPrompt.after}
          </p>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className="container flex flex-wrap justify-between gap-4 py-5 text-sm">
          <span>{site.copyright(year)}</span>
          <a href={site.privacyLink.href} className={link}>
            {site.privacyLink.label}
          </a>
        </p>
      </div>
    </footer>
  )
}
