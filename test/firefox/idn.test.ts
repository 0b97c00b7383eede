// Internationalised domains as Firefox sends them (docs/architecture.md, "Internationalised email
// domains"). Firefox sends the address as typed (`ada@exämple.com`), where Chromium converts the
// domain to punycode first, so only Firefox shows whether the worker takes it.
import { domainToASCII } from 'node:url'
import { describe, expect, it } from 'vitest'
import { corporateContent } from '../../src/shared/content/coming-soon'
import { contactContent } from '../../src/shared/content/contact'
import {
  baseURL,
  button,
  clickOn,
  fill,
  hydrated,
  noFirefox,
  openPage,
  submitAndLand,
  useFirefox,
} from './firefox'
import { storedMessages, uniqueTag, waitingLists } from './stored-rows'

const domain = 'exämple.com'
const contactForm = contactContent.form
const waitlist = corporateContent.waitlist

/** An address on the internationalised domain, as typed, and as the worker stores it (ASCII). */
function uniqueAddress(label: string) {
  const local = `ada+${uniqueTag(label)}`
  return { typed: `${local}@${domain}`, stored: `${local}@${domainToASCII(domain)}` }
}

/** Opens the page and types a contact message from that address into the labelled fields. */
async function typeMessage(firefox: Parameters<typeof openPage>[0], typed: string) {
  const opened = await openPage(firefox)
  await opened.page.goto(new URL('/contact', baseURL).href)
  const message = `Hello from an internationalised domain (${typed})`
  return { ...opened, message }
}

describe.skipIf(noFirefox)(
  'an internationalised email domain from Firefox ESR, with JavaScript',
  () => {
    const firefox = useFirefox()

    it('is accepted by the contact form and stored in its ASCII form', async () => {
      const address = uniqueAddress('idn-js')
      const { page, message, close } = await typeMessage(firefox(), address.typed)
      const alerts: string[] = []
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message())
        // The prompt may already be gone (the page closing at the test's end): its text is what counts.
        dialog.accept().catch(() => {})
      })
      await hydrated(page)
      await fill(page, {
        [contactForm.nameLabel]: 'Ada Lovelace',
        [contactForm.emailLabel]: address.typed,
        [contactForm.messageLabel]: message,
      })
      await clickOn(page, await button(page, contactForm.submit))
      await expect.poll(() => alerts).toEqual(['Message sent successfully!'])
      expect(storedMessages(address.stored)).toMatchObject([{ email: address.stored, message }])
      await close()
    })

    it('is accepted by the waiting list and stored in its ASCII form', async () => {
      const address = uniqueAddress('idn-waitlist-js')
      const { page, close } = await openPage(firefox())
      await page.goto(new URL('/corporate', baseURL).href)
      await hydrated(page)
      await fill(page, { [waitlist.emailLabel]: address.typed })
      await clickOn(page, await button(page, waitlist.submit))
      await expect.poll(() => waitingLists(address.stored)).toEqual(['corporate'])
      await close()
    })
  },
)

describe.skipIf(noFirefox)(
  'an internationalised email domain from Firefox ESR, without JavaScript',
  () => {
    const firefox = useFirefox({ javaScript: false })

    it('is accepted by the contact form and stored in its ASCII form', async () => {
      const address = uniqueAddress('idn-no-js')
      const { page, message, close } = await typeMessage(firefox(), address.typed)
      await fill(page, {
        [contactForm.nameLabel]: 'Ada Lovelace',
        [contactForm.emailLabel]: address.typed,
        [contactForm.messageLabel]: message,
      })
      const landed = await submitAndLand(page, contactForm.submit)
      expect(landed?.status()).toBe(200)
      expect(new URL(page.url()).search).toBe('?sent=1')
      expect(storedMessages(address.stored)).toMatchObject([{ email: address.stored, message }])
      await close()
    })

    it('is accepted by the waiting list and stored in its ASCII form', async () => {
      const address = uniqueAddress('idn-waitlist-no-js')
      const { page, close } = await openPage(firefox())
      await page.goto(new URL('/corporate', baseURL).href)
      await fill(page, { [waitlist.emailLabel]: address.typed })
      const landed = await submitAndLand(page, waitlist.submit)
      expect(landed?.status()).toBe(200)
      expect(new URL(page.url()).search).toBe('?joined=1')
      expect(waitingLists(address.stored)).toEqual(['corporate'])
      await close()
    })
  },
)
