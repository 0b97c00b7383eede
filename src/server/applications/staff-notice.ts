// The staff's notice of a new application (outbox kind 'application-notice'), on each channel
// the staff hear on, queued when its address confirms it (confirm.ts), never before: an
// unconfirmed application may carry someone else's address. Plain text, and only what the form
// bounded: the name and address as one line each, the cohort and the choices in the form's own
// words. What the applicant wrote freely stays in the inbox (docs/decisions.md, "Staff are told
// of an application or a proposal request once confirmed"); the only link is the inbox's own.

import type { Financing, HeardFrom } from '../../shared/application-fields.ts'
import { applyContent } from '../../shared/content/admissions/apply.ts'
import { longDate } from '../components/fact-formats.ts'
import { noticeTime } from '../contact/notice-context.ts'
import { admissionNoticeContent } from '../content/admission-notices.ts'
import { staffNoticeContent } from '../content/staff-notices.ts'
import { automatic } from '../outbox/auto-submitted.ts'
import { fromSchool } from '../outbox/from-school.ts'
import type { OutboxSender } from '../outbox/item.ts'
import { type StaffNotice, sendStaffNotice } from '../outbox/staff-notice.ts'
import { oneLine, plainAddress } from '../utils/header-values.ts'

const text = admissionNoticeContent.application
const words = applyContent.fields

type Confirmed = {
  id: string
  cohort: string
  name: string
  email: string
  financing: Financing
  heardFrom: HeardFrom
  createdAt: string
  confirmedAt: string
}

const confirmedApplication = (db: D1Database, id: string | null) =>
  db
    .prepare(
      `SELECT id, cohort, name, email, financing, heard_from AS heardFrom,
         created_at AS createdAt, confirmed_at AS confirmedAt
       FROM applications WHERE id = ? AND confirmed_at IS NOT NULL`,
    )
    .bind(id)
    .first<Confirmed>()

function noticeOf(application: Confirmed): StaffNotice {
  return {
    webhook: {
      id: `application-${application.id}`,
      body: JSON.stringify({
        type: 'application',
        id: application.id,
        cohort: application.cohort,
        receivedAt: application.createdAt,
        confirmedAt: application.confirmedAt,
        name: application.name,
        email: application.email,
        financing: application.financing,
        heardFrom: application.heardFrom,
      }),
    },
    email: ({ from, to }, context) => {
      const at = (iso: string) => noticeTime(context, iso)
      const email = oneLine(application.email)
      const lines = [
        text.lead(
          longDate(application.cohort),
          at(application.createdAt),
          at(application.confirmedAt),
        ),
        ...(context.origin
          ? [staffNoticeContent.inboxLink(`${context.origin}/inbox/applications/${application.id}`)]
          : []),
        '',
        `Name: ${oneLine(application.name)}`,
        `Email: ${email}`,
        `${words.labels.financing} ${words.financingWords[application.financing]}`,
        `${words.labels.heardFrom} ${words.heardFromWords[application.heardFrom]}`,
        '',
        text.rest,
      ]
      return automatic({
        from: fromSchool(from),
        to,
        ...(plainAddress.test(email) ? { replyTo: email } : {}),
        subject: staffNoticeContent.subject(text.subject(oneLine(application.name)), 'accelerator'),
        text: lines.join('\n'),
      })
    },
  }
}

/** The sender of 'application-notice' rows (outbox/senders.ts): throws to have the row retried. */
export const sendApplicationNotice: OutboxSender = async (env, item, options) => {
  const application = await confirmedApplication(env.DB, item.applicationId)
  // Erased since (the erasure took this row too): nothing to tell.
  if (!application) return
  await sendStaffNotice(env, item, noticeOf(application), options)
}
