// The message the school sends an applicant when staff move their application to a stage: the
// code's own words, until staff publish their own in the content group "Stage messages"
// (src/server/site-content/schema/stage-messages.ts). Placeholders in braces are filled in when the
// message is written (src/server/inbox/applications/move/fill-placeholders.ts), as text only.
import type { ApplicationStage } from '../../shared/content/admissions/application-stages'

/** The stages a move can write to the applicant about (moving back to "applied" writes nothing). */
export const messageStages = [
  'call-booked',
  'call-held',
  'technical-check',
  'offer',
  'enrolled',
  'declined',
  'withdrawn',
] as const satisfies readonly ApplicationStage[]

export type MessageStage = (typeof messageStages)[number]

/** What a template may name, each filled in from the application. */
export const placeholders = ['firstName', 'cohort', 'startDate', 'callTime'] as const
export type Placeholder = (typeof placeholders)[number]

export type StageMessage = { subject: string; body: string }

export const builtInStageMessages = {
  'call-booked': {
    subject: 'Your call with Lumen Code Academy',
    body: `Hi {firstName},

Thank you for booking a call about {cohort}. We will speak on {callTime}.

The call takes the time you booked, about half an hour. We will ask about what you have built so far and what you want to build next, and you can ask us anything about the program, the schedule and financing. Nothing to prepare beyond a quiet place and a working microphone.

If the time no longer suits you, you can move the call from your application page.

See you then,
The admissions team`,
  },
  'call-held': {
    subject: 'Thank you for the call',
    body: `Hi {firstName},

Thank you for taking the time to speak with us. We enjoyed hearing about your plans.

We will write to you within a few working days with the next step for {cohort}.

Best wishes,
The admissions team`,
  },
  'technical-check': {
    subject: 'Your technical check',
    body: `Hi {firstName},

The next step of your application is a short technical check. It is not a test of what you already know: we want to see how you approach a small problem, so we can make sure the program's pace suits you.

Set aside about an hour. Reply to this email with any question; there are no wrong ones.

Best wishes,
The admissions team`,
  },
  offer: {
    subject: 'An offer of a place in {cohort}',
    body: `Hi {firstName},

We are delighted to offer you a place in {cohort}.

To accept, reply to this email and we will send the enrolment agreement and the details of payment (or of financing, if you asked about it). Places are limited, so we hold yours for seven days.

Congratulations, and welcome,
The admissions team`,
  },
  enrolled: {
    subject: 'Welcome to Lumen Code Academy',
    body: `Hi {firstName},

You are enrolled: your first day is {startDate}.

In the weeks before, we will send you the schedule, the tools to install and a short warm-up project. If anything changes for you in the meantime, reply to this email.

We look forward to working with you,
The admissions team`,
  },
  declined: {
    subject: 'Your application to Lumen Code Academy',
    body: `Hi {firstName},

Thank you for applying to {cohort}, and for the time you gave to it.

After careful thought, we are not able to offer you a place in this cohort. This is not a judgement of your potential: places are few, and the fit with a cohort's pace matters. You are welcome to apply again for a later cohort, and we are happy to suggest what to work on meanwhile if you reply to this email.

With best wishes for your next steps,
The admissions team`,
  },
  withdrawn: {
    subject: 'Your application is withdrawn',
    body: `Hi {firstName},

As asked, your application to {cohort} is withdrawn. Nothing more will happen with it.

If you change your mind, you are welcome to apply again.

Best wishes,
The admissions team`,
  },
} as const satisfies Record<MessageStage, StageMessage>
