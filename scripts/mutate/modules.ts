// The modules `npm run mutate` mutation-tests (docs/testing.md, "Mutation testing (`npm run
// mutate`)": the code that guards visitors, staff and deliveries), each with the worker test files
// that exercise it. Stryker runs a file's tests once to learn which test covers which mutant, then
// only those tests against each mutant; a mutant in code that runs when a module loads runs every
// file listed here, in a fresh workerd. A test that guards one of these modules belongs in its
// list: a file left out cannot kill.

export type MutatedModule = { mutate: string[]; tests: string[] }

const worker = (...names: string[]) => names.map((name) => `test/worker/${name}.test.ts`)

export const mutatedModules = {
  'page-cache': {
    mutate: ['src/server/web/page-cache.ts'],
    // privacy: the notice's settings are part of the variant, so a changed one renders anew.
    tests: worker(
      'web/page-cache',
      'web/page-cache-variants',
      'web/caching',
      'web/odd-paths',
      'web/privacy',
    ),
  },
  forms: {
    mutate: ['src/server/forms/*.ts'],
    tests: worker(
      'forms/origin-lookalikes',
      'forms/form-body-types',
      'contact/defence',
      'contact/limits',
      'contact/api',
      'contact/form-post',
      'forms/rate-limit-key',
      'waitlist/api',
      'waitlist/form-post',
      // The school's own addresses refused, and a likely slip asked about without JavaScript.
      'forms/own-address',
      'forms/address-check-posts',
      // A JSON body that breaks off midway: our fault (500), not "not valid JSON".
      'forms/json-body-broken',
    ),
  },
  security: {
    mutate: ['src/server/web/security.ts'],
    tests: worker('web/security-headers', 'web/security-headers-pinned'),
  },
  'shared-contracts': {
    mutate: [
      // The one rule for control characters in every text people type, forms and inbox alike.
      'src/shared/control-characters.ts',
      'src/shared/contact-fields.ts',
      'src/shared/contact.ts',
      'src/shared/waitlist-fields.ts',
      'src/shared/waitlist.ts',
      'src/shared/email-suggestion.ts',
      // Characters drawn as nothing: refused in a short text, ignored where names are compared.
      'src/shared/invisible-characters.ts',
    ],
    tests: worker(
      'forms/form-error-words',
      'inbox/message/control-characters-forms',
      'inbox/message/control-characters-staff',
      'inbox/message/control-characters-search',
      'inbox/message/export-fails-midway',
      'contact/spam',
      'contact/contract',
      'contact/email-rule',
      'contact/api',
      'contact/form-post',
      'waitlist/api',
      'waitlist/form-post',
      // A whole domain, and "Did you mean …?" for a likely slip.
      'forms/address-domain',
      'forms/address-suggestion',
      'site-content/schema/declare/text-rules',
      'site-content/published-invisible',
      'inbox/editor/person-erasure-names',
      'forms/address-check-posts',
    ),
  },
  'inbox-access': {
    mutate: [
      'src/server/inbox/access/access.ts',
      'src/server/settings/access.ts',
      // The guard in front of every inbox path, and the pages a request without a good sign-in
      // gets: how to sign in, or what a form sent signed out held, to copy.
      'src/server/inbox/access/guard.ts',
      'src/server/inbox/access/sign-in.tsx',
      'src/server/inbox/access/sign-in-needed.tsx',
      'src/server/inbox/access/signed-out.tsx',
      'src/server/inbox/access/typed-text.ts',
    ],
    tests: worker(
      'inbox/access/token-pinned',
      'inbox/access/keys-unavailable',
      'inbox/access/settings-logged',
      'inbox/access/access',
      'inbox/access/sign-in',
      'inbox/access/remote-keys',
      'inbox/access/unconfigured',
      // The token's lifetime cap and the clock skew allowed.
      'inbox/access/token-lifetime',
      'inbox/access/safety',
      'inbox/access/sign-in-needed',
      'inbox/access/signed-out',
      'inbox/access/signed-out-return',
    ),
  },
  // What staff write to visitors and to each other: a reply (sent once, its state changes only
  // with the reply stored), a note, an announcement's draft, each refused when it holds a control
  // character.
  'staff-writing': {
    mutate: [
      'src/server/inbox/message/reply.ts',
      'src/server/inbox/message/conversation-queries.ts',
      'src/server/inbox/message/notes.ts',
      'src/server/announcement/draft.ts',
      // The form's one-time key is a UUID.
      'src/server/utils/uuid.ts',
    ],
    tests: worker(
      // A field left out of a post, and a reply or its resend while the settings are incomplete.
      'inbox/message/writing-gates',
      'inbox/message/answered',
      'inbox/message/text-limits',
      'conversation/first-attempts-logged',
      'inbox/message/reply',
      'inbox/message/reply-refusals',
      'inbox/message/reply-resend',
      'inbox/message/control-characters-forms',
      'inbox/message/control-characters-staff',
      'inbox/message/control-characters-search',
      'inbox/message/export-fails-midway',
      'inbox/message/notes',
      'inbox/message/thread',
      'announcement/inbox',
    ),
  },
  // Mail from outside: the email() handler's refusals (forged or unknown addresses, size, bounces
  // and auto-replies, redeliveries) and the reply addresses it checks.
  'conversation-inbound': {
    mutate: [
      'src/server/conversation/receive-answer.ts',
      'src/server/conversation/inbound-mail.ts',
      'src/server/conversation/reply-token.ts',
      // The signatures reply addresses (and the waitlist's links) carry, and their comparison.
      'src/server/utils/signing.ts',
    ],
    tests: worker(
      // Each gate at its edge (size, pieces, redelivery, automatic mail, no From, the school's own).
      'conversation/answer/gates-size',
      'conversation/answer/gates-redelivery',
      'conversation/answer/gates-automatic',
      'conversation/answer/gates-own-ways',
      'conversation/reply-token',
      'utils/signing',
      'deploy/signed-tokens-documented',
      'conversation/answer/refusals',
      'conversation/first-attempts-logged',
      'conversation/answer/thread',
      'conversation/answer/notify',
      'conversation/answer/contents',
      'conversation/records',
      // A conversation at its ceiling refuses the answer (answer-ceiling.ts reads, the handler acts).
      'conversation/answer/ceiling',
      // The school's words recognised in an answer: the handler hands the reading its settings.
      'conversation/answer-history/known',
      // An applicant's answer, to an application's reply address, handed to the applications.
      'applications/answers',
    ),
  },
  'inbox-csv': {
    mutate: ['src/server/inbox/export/csv.ts'],
    tests: worker(
      'inbox/export/export-records',
      'inbox/export/export',
      'inbox/export/export-separators',
      'inbox/message/control-characters-forms',
      'inbox/message/control-characters-staff',
      'inbox/message/control-characters-search',
      'inbox/message/export-fails-midway',
      'inbox/search/cost',
      'inbox/list/about',
      // The export gives way between its batches.
      'conversation/answer-history/inbox-gives-way',
    ),
  },
  'inbox-search': {
    // search.ts (the typed words), -filters, -queries (the windowed walk), -nearest, -counts,
    // -limit (each staff member's quota of searches); the list page that reads a search from the
    // address and its links (list.tsx), and the pause between statements (pace.ts).
    mutate: ['src/server/inbox/search/*.ts', 'src/server/inbox/list/list.tsx'],
    tests: worker(
      'inbox/search/limit-slow-down',
      'inbox/search/limit-counted',
      'inbox/search/limit-unchecked',
      'inbox/search/limit-gives-way',
      'inbox/search/words',
      'inbox/search/walk',
      'inbox/search/cost',
      'inbox/search/thread',
      'inbox/message/neighbours',
      'inbox/list/about',
      'inbox/message/control-characters-forms',
      'inbox/message/control-characters-staff',
      'inbox/message/control-characters-search',
      'inbox/message/export-fails-midway',
      'inbox/list/list',
      // A page's place in its links, the way back to the newest, its title; the notices it shows.
      'inbox/list/page-place',
      'inbox/list/erasure-notices',
      'inbox/export/export',
      'inbox/access/safety',
      // A walk of windows, and a page's list and counts, give way between their statements.
      'conversation/answer-history/inbox-gives-way',
    ),
  },
  'inbox-cursor': {
    mutate: ['src/server/inbox/list/cursor.ts'],
    tests: worker(
      'inbox/list/cursor',
      'inbox/list/cursor-tokens',
      'inbox/list/list',
      'inbox/access/safety',
    ),
  },
  outbox: {
    // The webhook's signature is written in hex; a notification's sender (message by email or
    // webhook) is the outbox's own first kind.
    mutate: [
      'src/server/outbox/*.ts',
      'src/server/contact/notification.ts',
      'src/server/utils/hex.ts',
    ],
    tests: worker(
      'outbox/overlap',
      'outbox/receivers',
      'outbox/by-hand',
      'outbox/retry',
      'outbox/store',
      'outbox/webhook',
      // Deliveries of the previous schema moved into the one outbox with their state (0014).
      'outbox/migration',
      'outbox/scheduled',
      // A run's D1 statements: its notifications' messages read in one query, none with no sends left.
      'outbox/run-queries',
      'contact/notify',
      'inbox/waitlists/deliveries-waitlists',
      // Every other kind the school sends, through each kind's tests.
      'outbox/mail',
      'outbox/mail-runs',
      'outbox/settings',
      'conversation/confirmation',
      'inbox/message/reply',
      'inbox/message/reply-resend',
      'conversation/answer/thread',
      'conversation/answer/notify',
      'announcement/send',
      // An announcement's emails that failed for good, queued again by hand (by-hand.ts).
      'announcement/retry',
      // A sign-up's confirmation mail: queued with the sign-up, first attempt right after.
      'waitlist/confirmation',
      // The Auto-Submitted mark of every automatic mail (auto-submitted.ts).
      'outbox/auto-submitted',
      // Answers told together wait for the cron (claimFirstAttempts), sent as one (senders.ts).
      'conversation/answer/digest',
      // The staff's notice of a confirmed application or proposal request (staff-notice.ts).
      'apply/staff-notice',
      'proposals/staff-notice',
      'outbox/staff-notice-settings',
    ),
  },
  'unasked-mail': {
    // Mail sent because someone typed an address: the mailbox key, the per-mailbox cap and the
    // site-wide ceiling (queue.ts), the ceiling's setting, bookkeeping and status.
    mutate: ['src/server/unasked-mail/*.ts'],
    tests: worker(
      'unasked-mail/mailbox',
      'unasked-mail/ceiling',
      'unasked-mail/settings',
      'unasked-mail/migration',
      'conversation/confirmation',
      'waitlist/confirmation-caps',
      'apply/confirmation',
      'proposals/confirmation',
      'apply/unconfirmed-expiry',
      'proposals/expiry',
    ),
  },
  'waitlist-confirmation': {
    // Double opt-in: the links' tokens, the sign-up with its mail, the mail, the page, expiry.
    mutate: [
      'src/server/waitlist/signup-token.ts',
      'src/server/waitlist/store.ts',
      'src/server/waitlist/confirmation-mail.ts',
      'src/server/waitlist/confirm-page.tsx',
      'src/server/waitlist/expiry.ts',
      'src/server/announcement/unsubscribe-token.ts',
    ],
    tests: worker(
      'waitlist/confirmation',
      'waitlist/confirmation-links',
      'waitlist/confirmation-caps',
      'waitlist/storage',
      'waitlist/confirmation-lists',
      'waitlist/api',
      'waitlist/form-post',
      'announcement/unsubscribe',
      'announcement/send',
    ),
  },
  // A visitor's answer read as text: the mail's parsed part, the HTML read in one pass, the cut.
  // Its tests call the reading directly (no worker, no database: milliseconds each), since every
  // test that reads an answer reaches most of these mutants. The files that deliver mails to the
  // email() handler (conversation/answer-reading/text, -prefix, -clients, -quotes, conversation/answer/contents) check the
  // same reading end to end in `npm test`; here they would only multiply the time. The bound
  // tests (conversation/answer/cost, -limits) guard cost, which they and
  // `BENCH_ONLY=mail npm run bench` check on the code as it is.
  'answer-reading': {
    mutate: [
      'src/server/conversation/answer-reading/mail-prefix.ts',
      'src/server/conversation/answer-reading/answer-text.ts',
      'src/server/conversation/answer-reading/html-*.ts',
    ],
    // Only files that read straight from the markup or the mail: a mutant in code that runs when a
    // module loads starts a workerd for each, so every file listed costs it a second or more.
    tests: worker(
      'conversation/answer-reading/html-entities',
      'conversation/answer-reading/html-tags',
      'conversation/answer-reading/html-lines',
      'conversation/answer-reading/html-links',
      'conversation/answer-reading/html-history-marks',
      'conversation/answer-reading/html-limit',
      'conversation/answer-reading/kept-text',
      'conversation/answer-reading/kept-length',
      'conversation/answer-reading/file-names',
      'conversation/answer-reading/parsed-bounds',
      'conversation/answer-reading/parsed-cut',
    ),
  },
  // What the school recognises of a conversation when an answer arrives: its replies as sent,
  // the visitor's own words, the latest 60,000 characters, its name and domain. Its own module:
  // a unit-level file reads it straight from D1 (minutes, where the whole history took hours).
  'answer-context': {
    mutate: ['src/server/conversation/answer-history/answer-context.ts'],
    tests: worker('conversation/answer-history/context', 'conversation/answer-history/known'),
  },
  // The answer split into the visitor's words and the history folded apart, as staff see it.
  'answer-history': {
    mutate: [
      'src/server/conversation/answer-history/known-text.ts',
      'src/server/conversation/answer-history/quote-headers.ts',
      'src/server/conversation/answer-history/quoted-*.ts',
      'src/server/conversation/answer-history/history-rules.ts',
      'src/server/conversation/answer-history/history-marks.ts',
      'src/server/conversation/answer-history/attributions.ts',
      'src/server/inbox/message/answer-body.tsx',
    ],
    // Only files that read an answer's text without a mail in between (each runs in seconds): a
    // mutant in code that runs when a module loads runs every file listed here, in a fresh
    // workerd. The mail-reading files (conversation/answer-history/known, -alone, conversation/answer-reading/clients, -quotes) stay
    // in `npm test`.
    tests: worker(
      // The client headers, separators and attributions, in many languages, and their lookalikes.
      'conversation/answer-history/split-header-blocks',
      'conversation/answer-history/split-separators',
      'conversation/answer-history/split-attributions',
      'conversation/answer-history/split-lookalikes',
      // The school's words recognised, rewrapped, in any script; the visitor's own words kept.
      'conversation/answer-history/split-known-folded',
      'conversation/answer-history/split-known-scripts',
      'conversation/answer-history/split-known-visitor-words',
      'conversation/answer-history/split-known-outlook',
      // The rules across lines: how far a header block reaches, runs, words written into history.
      'conversation/answer-history/split-rules',
      // An answer's lines read and put back together (quoted-lines.ts), an HTML client's mark.
      'conversation/answer-history/lines',
      // The thread's fold of each history where it was, and stored values no code wrote.
      'conversation/answer-history/inbox-answer-body',
      // A history left unquoted below its attribution or header block, attributions wrapped.
      'conversation/answer-history/split-unquoted-history',
      // Where a wrapped attribution begins and ends; the visitor's dated lines around it kept.
      'conversation/answer-history/split-attribution-bounds',
      // How far up a mark that runs to the end reaches; one with nothing below it.
      'conversation/answer-history/split-marks-bounds',
      // An HTML client's mark, which starts a history running to the end (history-marks.ts).
      'conversation/answer-reading/html-history-marks',
      // Two reply parsers' public corpora (a mail parsed, no handler), a megabyte of lookalikes.
      'conversation/answer-reading/public-corpora',
      'conversation/answer-reading/long-runs',
    ),
  },
  // What an outsider holding a reply address can do with answers: the school's own mail, the
  // sender as shown, the ceiling, the staff's notices one by one or gathered, the export's cell.
  'answer-guards': {
    mutate: [
      'src/server/conversation/own-senders.ts',
      'src/server/conversation/sender-address.ts',
      'src/server/conversation/answer-ceiling.ts',
      'src/server/conversation/answer-notices.ts',
      'src/server/conversation/answer-digest.ts',
      'src/server/conversation/answer-store.ts',
      'src/server/inbox/export/export-cell.ts',
    ],
    tests: worker(
      'conversation/answer/own-senders',
      'conversation/answer/history',
      'conversation/answer/ceiling',
      'conversation/answer/digest',
      'conversation/answer/thread',
      'conversation/answer/notify',
      'conversation/records',
      'inbox/export/export-conversation-bound',
      // The gathered notice's subject, times and link (staff-notices below).
      'outbox/staff-notices',
    ),
  },
  // What a staff reply quotes: the visitor's latest answer from their own address, never the
  // form's message (anyone can type anyone's address), and the mail that carries it.
  'reply-quote': {
    mutate: ['src/server/conversation/reply-quote.ts', 'src/server/conversation/reply-mail.ts'],
    tests: worker(
      'conversation/reply-quote',
      'conversation/reply-quote-box',
      'conversation/reply-erased',
      'inbox/message/reply',
      'inbox/message/reply-resend',
      'conversation/mail-times',
      'conversation/answer-history/known',
    ),
  },
  // What a notice to staff carries besides its news: times in the inbox's zone, the link to the
  // message in the inbox; and the school's name on every mail it sends.
  // The notices themselves: a stored message's and an answer's mail (the visitor's words only as
  // values, Reply-To only for a plain address) and webhook body, and the settings they need.
  'staff-notices': {
    mutate: [
      'src/server/contact/notice-context.ts',
      'src/server/outbox/from-school.ts',
      'src/server/contact/notify.ts',
      'src/server/settings/email.ts',
      'src/server/utils/header-values.ts',
      'src/server/conversation/answer-notify.ts',
    ],
    tests: worker(
      // Each notice whole, and the refusals the outbox records, without a request in between.
      'outbox/staff-notice-message-mail',
      'outbox/staff-notice-answer-mail',
      'outbox/staff-notice-settings',
      'outbox/staff-notice-answer-unsent',
      'outbox/staff-notice-webhook',
      'outbox/staff-notices',
      'contact/notify',
      'conversation/answer/notify',
      'conversation/mail-times',
      'outbox/settings',
      'outbox/auto-submitted',
      'conversation/answer/digest',
      'conversation/answer/own-senders',
    ),
  },
  // What the school's mails to a visitor share (the sender, the reply address, the settings they
  // cannot go without, how a time reads) and an announcement's mail with its one-click unsubscribe.
  'school-mail': {
    mutate: ['src/server/conversation/mail-parts.ts', 'src/server/announcement/mail.ts'],
    tests: worker(
      // The headers, the subject and the announcement's sender, tried straight.
      'conversation/school-mail-parts',
      'conversation/confirmation',
      'conversation/mail-times',
      'inbox/message/reply',
      'inbox/message/reply-resend',
      'outbox/settings',
      'outbox/auto-submitted',
      'conversation/answer-history/known',
      'announcement/send',
      'announcement/unsubscribe',
    ),
  },
  // An instructor's photo as staff upload it: its kind and size read from its bytes alone, every
  // file that is not a whole JPEG, PNG or WebP within 2 MiB and 8000 px a side refused.
  'site-content-image': {
    // And each size encoded anew by the Images binding, checked to hold the picture alone.
    mutate: [
      'src/server/site-content/image*.ts',
      'src/server/site-content/photo-variants.ts',
      'src/server/site-content/webp-chunks.ts',
    ],
    tests: worker(
      'site-content/image',
      'site-content/image-png',
      'site-content/image-jpeg',
      'site-content/image-webp',
      'site-content/photo-variants',
      'site-content/photo-variants-checked',
      'site-content/webp-chunks',
    ),
  },
  // The school's content as staff edit it: each group's draft and publish schema, the shared
  // text rules (control and direction characters, real dates, caps), the errors named per field.
  'site-content-schema': {
    // The groups, and the pieces every group is declared with (schema/declare/).
    mutate: ['src/server/site-content/schema/*.ts', 'src/server/site-content/schema/declare/*.ts'],
    tests: worker(
      'site-content/schema/declare/text-rules',
      'site-content/schema/declare/fields',
      'site-content/schema/declare/calendar',
      'site-content/schema/declare/field-errors',
      'site-content/schema/cohort',
      'site-content/schema/tuition',
      'site-content/schema/applying',
      'site-content/schema/instructors',
      'site-content/schema/faq',
      'site-content/schema/contact-details',
      'site-content/schema/offerings',
      'site-content/schema/accelerator-card',
      'site-content/schema/cohort-schedule',
      'site-content/schema/graduates',
      'site-content/schema/outcomes',
      'site-content/schema/program-length',
      'site-content/schema/time-support',
      'site-content/schema/editor-words',
    ).concat(
      // A group declared in the test itself: its draft and publish schemas, its form, its errors.
      'test/worker/inbox/editor/declared-group.test.tsx',
    ),
  },
  retention: {
    mutate: ['src/server/contact/retention.ts'],
    tests: worker('contact/retention', 'contact/retention-settings', 'outbox/scheduled'),
  },
  // The school's content: what each isolate serves and how soon a publish reaches it, when a
  // cohort's dates act, and the editor's drafts, publishes and restores that refuse to write over
  // someone else's.
  // The content editor's logic, in three modules a queue can finish in an hour each.
  // A posted form read into a group's content, its photos taken in, a save and its conflict.
  'content-editor': {
    mutate: [
      'src/server/inbox/editor/form/form-values.ts',
      'src/server/inbox/editor/form/form-labels.ts',
      'src/server/inbox/editor/form/placed-fields.ts',
      'src/server/inbox/editor/form/group-edit.tsx',
      'src/server/inbox/editor/form/photo-upload.ts',
    ],
    tests: worker(
      'inbox/editor/form-values',
      'inbox/editor/form-labels',
      'inbox/editor/group-form',
      'inbox/editor/photo-upload',
      'inbox/editor/photo-serving',
      'inbox/editor/publish',
      'inbox/editor/publish-conflicts',
      'inbox/editor/live-check',
      // The fields named in the preview's banner, and the body limit a form's capacity sets.
      'inbox/editor/preview',
      'inbox/message/wide-text',
      // Refusals in the form's own labels; a list filled entry after entry; the text a form
      // starts from; a graduate's photo taken in as an instructor's is.
      'inbox/editor/refusal-labels',
      'inbox/editor/list-entries',
      'inbox/editor/starting-text',
      'inbox/editor/graduates-editor',
    ).concat('test/worker/inbox/editor/declared-group.test.tsx'),
  },
  // What a publish or a preview makes of the drafts, the public pages asked from the inbox, and
  // the photos served.
  'content-publish': {
    mutate: [
      'src/server/inbox/editor/publish.ts',
      'src/server/inbox/editor/release.ts',
      'src/server/inbox/editor/preview.ts',
      'src/server/inbox/editor/public-pages.ts',
      // The warning before a publish whose cohorts contradict Time & Support.
      'src/server/inbox/editor/schedule-check.ts',
      'src/server/site-content/preview.ts',
      'src/server/site-content/photos.ts',
      'src/server/site-content/photo-path.ts',
    ],
    tests: worker(
      'inbox/editor/publish',
      'inbox/editor/publish-conflicts',
      'inbox/editor/live-check',
      'inbox/editor/preview',
      'inbox/editor/overview',
      'inbox/editor/photo-upload',
      'inbox/editor/photo-serving',
      'inbox/editor/schedule-check',
      'inbox/editor/schedule-warning',
      // A preview kept by no page cache, and the first version kept like any other.
      'web/page-cache',
    ),
  },
  // Erasing a person on request, and an offering published as open.
  'content-people': {
    mutate: [
      'src/server/inbox/editor/erasure/person-erasure.ts',
      'src/server/inbox/editor/erasure/person-name.ts',
      // Every photo stored, recorded for whom it was uploaded, swept when nothing names it.
      'src/server/inbox/editor/erasure/photo-uploads.ts',
      'src/server/inbox/editor/erasure/photo-sweep.ts',
      'src/server/site-content/photo-store.ts',
      'src/server/inbox/editor/opened-offerings.ts',
    ],
    tests: worker(
      'inbox/editor/person-erasure',
      'inbox/editor/person-erasure-names',
      'inbox/editor/person-erasure-contents',
      // A graduate erased as an instructor is: words, photo and every version they appear in.
      'inbox/editor/graduate-erasure',
      'inbox/editor/opened-offerings',
      'inbox/editor/overview',
      'inbox/editor/photo-upload',
      'inbox/editor/photo-serving',
      'inbox/editor/photo-sweep',
      // Uploads among objects that are none, undecodable ones, past the listing's first page.
      'inbox/editor/photo-stored-uploads',
    ),
  },
  // The content editor's pages and the public parts it feeds: markup, run apart from
  // the logic above (their mutants are mostly words and classes, which the tests read as text).
  'content-editor-views': {
    mutate: [
      'src/server/inbox/editor/form/group-page.tsx',
      'src/server/inbox/editor/form/form-fields.tsx',
      'src/server/inbox/editor/form/field-input.tsx',
      'src/server/inbox/editor/overview.tsx',
      'src/server/inbox/editor/overview-page.tsx',
      'src/server/inbox/editor/versions/history-list.tsx',
      'src/server/inbox/editor/publish-form.tsx',
      'src/server/inbox/editor/schedule-warning.tsx',
      'src/server/inbox/editor/live-check.tsx',
      'src/server/inbox/editor/erasure/person-erasure-page.tsx',
      'src/server/components/draft-banner.tsx',
      'src/server/components/cohorts/next-cohort.tsx',
      'src/server/components/other-ways.tsx',
      'src/server/components/school-facts.tsx',
      'src/server/components/cohorts/tuition-card.tsx',
      'src/server/components/cohorts/upcoming-cohorts.tsx',
    ],
    tests: worker(
      'inbox/editor/photo-upload',
      'inbox/editor/photo-serving',
      'inbox/editor/field-inputs',
      'inbox/editor/group-form',
      'inbox/editor/publish',
      'inbox/editor/publish-conflicts',
      'inbox/editor/live-check',
      'inbox/editor/preview',
      'inbox/editor/person-erasure',
      'inbox/editor/person-erasure-names',
      'inbox/editor/person-erasure-contents',
      'inbox/editor/opened-offerings',
      'inbox/editor/overview',
      'inbox/editor/schedule-warning',
      'site-content/cohort-on-page',
      'site-content/published-facts',
      'site-content/contact-details',
    ).concat(
      'test/worker/web/school-facts.test.tsx',
      'test/worker/web/next-cohort.test.tsx',
      'test/worker/web/contact-and-banner.test.tsx',
      'test/worker/inbox/editor/form-fields.test.tsx',
    ),
  },
  'site-content': {
    mutate: [
      'src/server/site-content/live.ts',
      'src/server/site-content/middleware.ts',
      'src/server/site-content/cohort-time.ts',
      'src/server/site-content/facts.ts',
      'src/server/site-content/published-text.ts',
      'src/server/inbox/editor/drafts.ts',
      'src/server/inbox/editor/versions/revisions.ts',
      // A version or a set-aside draft compared, and restored as the draft, keeping what it replaces.
      'src/server/inbox/editor/versions/restore.ts',
      'src/server/inbox/editor/versions/set-aside.ts',
      'src/server/inbox/editor/versions/version-compare.ts',
      'src/server/inbox/editor/versions/version.tsx',
      'src/server/inbox/editor/versions/set-aside-restore.tsx',
      'src/server/inbox/editor/editor.tsx',
    ],
    tests: worker(
      'site-content/propagation',
      'site-content/cohort-time',
      'site-content/published-facts',
      'site-content/published-invisible',
      // A page rendered with no live content, the 404 (facts.ts, given none).
      'web/print-address',
      'inbox/editor/store',
      'inbox/editor/overview',
      'inbox/editor/restore',
      'inbox/editor/restore-scope',
      'web/page-cache-variants',
      'site-content/cohort-on-page',
      'site-content/contact-details',
      'site-content/offerings',
      'inbox/editor/stale-facts',
      // The editor's routes, its reading of the live version, the pages' Content-Version.
      'site-content/content-version',
      'inbox/editor/group-form',
      'inbox/editor/publish',
      'inbox/editor/publish-conflicts',
      'inbox/editor/live-check',
      'inbox/editor/preview',
      'inbox/editor/person-erasure',
      'inbox/editor/photo-serving',
      // The time the school promises to answer in, as the confirmation mail says it.
      'conversation/confirmation',
      // The facts the site came with, published (facts.ts); cohorts stored before sessions
      // existed, read by the live version and the drafts set aside.
      'site-content/stated-facts',
      'site-content/home-card',
      'inbox/editor/old-schedules',
    ),
  },
  // A call booked, moved and cancelled from the applicant's page: the one INSERT that decides,
  // the deadline before a call, the free times listed, the reminder a day before. The routes
  // refuse a forged link, a post from another site, a slot that is no id.
  calls: {
    mutate: [
      'src/server/calls/booking.ts',
      'src/server/calls/cancel.ts',
      'src/server/calls/policy.ts',
      'src/server/calls/free-slots.ts',
      'src/server/calls/reminders.ts',
      'src/server/calls/call-page.tsx',
    ],
    tests: worker(
      'calls/call-page',
      // A pick or a cancel pressed twice, a slot that is no id, an erased application's link.
      'calls/call-page-repeats',
      // A body past 1 KiB, a slot sent as a file.
      'calls/call-page-bodies',
      // 200 picks of 10 slots, and one application's two picks at once.
      'calls/concurrency',
      'calls/call-mail-answers',
      'calls/reminders',
      'apply/applicant-page',
      // Staff cancelling the booking they saw (cancel.ts's cancelCallAsStaff).
      'inbox/applications/call',
    ),
  },
  // A call as the applicant's calendar and mails say it: the file's instants, text and
  // versions, the time in a named zone, and the start staff type on a zone's clock.
  'call-calendar': {
    mutate: [
      'src/server/calls/ics.ts',
      'src/server/calls/booked-call.ts',
      'src/server/calls/call-time.ts',
      'src/server/calls/wall-clock.ts',
    ],
    tests: worker(
      'calls/ics',
      // Controls a person typed, dropped or kept as RFC 5545 asks; the file's fixed lines.
      'calls/ics-controls',
      // The invitation stamped when booked, its cancellation when cancelled (booked-call.ts).
      'calls/ics-stamps',
      'calls/call-page',
      'calls/reminders',
      // Slots staff publish on a zone's clock (wall-clock.ts through slot-series.ts).
      'inbox/calls/calls',
    ),
  },
  // An application taken in: the contract the browser and the worker share, the JSON API and the
  // no-JS post, the body limit, the cohort open at this instant, one application a mailbox and
  // cohort (store.ts), and the signed tokens of its links.
  apply: {
    mutate: [
      'src/shared/application.ts',
      'src/shared/application-fields.ts',
      'src/server/applications/accept.ts',
      'src/server/applications/api.ts',
      'src/server/applications/form-post.ts',
      'src/server/applications/form-fields.ts',
      'src/server/applications/store.ts',
      'src/server/applications/open-cohorts.ts',
      'src/server/applications/application-token.ts',
      'src/server/applications/body-limit.ts',
    ],
    tests: worker(
      'apply/contract',
      // Each text at its bound and one past, the start date's one shape, a field left out.
      'apply/contract-bounds',
      // The links' tokens straight, and the cohort offered when one is refused.
      'apply/application-token',
      'apply/open-cohorts',
      'apply/api',
      'apply/form-post',
      'apply/concurrency',
      'apply/confirmation',
      'apply/privacy',
      'apply/page-link',
      'applications/messages',
      // The no-JS form's controls (form-fields.ts), and the zones left out of the island's props.
      'apply/form-controls',
      'apply/time-zone-field',
      // Each refusal's words, in JSON and on the page, a failing database's 503 included.
      'apply/api-refusals',
      'apply/form-post-refusals',
    ),
  },
  // A request for a proposal: its contract, the API and the no-JS post, the topics an offering
  // lists, the store, the confirmation link's token and mail.
  proposals: {
    mutate: ['src/server/proposals/*.ts', 'src/shared/proposal/*.ts'],
    tests: worker(
      'proposals/contract',
      // Each text at its bound and one past, the topics' count, a choice left on "Choose…".
      'proposals/contract-bounds',
      'proposals/api',
      // Each refusal in its words, a body not JSON at all, the school's own address.
      'proposals/api-refusals',
      // The widest request a company can send is read, by form post and by JSON.
      'proposals/body-limit',
      'proposals/proposal-token',
      'proposals/form-post',
      // Without JavaScript: each refusal answered with the page, what was typed kept.
      'proposals/form-post-refusals',
      // The form's controls as the server writes them, and a refused post's values kept.
      'proposals/form-controls',
      'proposals/confirmation',
      'proposals/erasure',
      'proposals/privacy',
      // The staff's notice once confirmed (staff-notice.ts), and an unconfirmed one's expiry.
      'proposals/staff-notice',
      // The senders as the outbox calls them: mail not set up, a request gone since.
      'proposals/senders',
      'proposals/expiry',
    ),
  },
  // The applicant's own page, reached by its signed link alone: what it reads, the confirm,
  // withdraw and erase posts (each pressed twice answers the same), and the link itself.
  'applicant-page': {
    mutate: [
      'src/server/applications/page/link.ts',
      'src/server/applications/page/read.ts',
      'src/server/applications/page/withdraw.ts',
      'src/server/applications/page/erase.ts',
      'src/server/applications/page/answers.tsx',
      'src/server/applications/page/routes.tsx',
      'src/server/applications/page/changes.tsx',
    ],
    tests: worker(
      'apply/applicant-page',
      // Withdraw and Erase asked first, each button posting its one field.
      'apply/applicant-page-steps',
      'apply/withdraw-erase',
      // Withdraw at every stage, a live call cancelled with it and an earlier one left alone.
      'apply/withdraw-stages',
      // A button posted without its field, on an erased application, or on a forged link.
      'apply/applicant-page-presses',
      'apply/erasure',
      'apply/erasure-traces',
      'apply/page-link',
      'apply/confirmation',
    ),
  },
  // An application's confirmation link and what follows it (the staff told once, an unconfirmed
  // one expiring after its days), and how long a closed application is kept.
  'application-confirmation': {
    mutate: [
      'src/server/applications/confirm.ts',
      'src/server/applications/confirmation-mail.ts',
      'src/server/applications/staff-notice.ts',
      'src/server/applications/retention.ts',
    ],
    tests: worker(
      'apply/confirmation',
      // The senders as the outbox calls them: mail not set up, an application erased since.
      'apply/confirmation-senders',
      'apply/unconfirmed-expiry',
      'apply/staff-notice',
      'apply/retention',
      'apply/page-link',
    ),
  },
  // An application's conversation by mail: the school's messages sent, the applicant's answers
  // received by the email() handler and stored, their notices to staff told together.
  'application-mail': {
    mutate: ['src/server/applications/messages.ts', 'src/server/applications/mail/*.ts'],
    tests: worker(
      'applications/messages',
      'applications/answers',
      'applications/answer-bounds',
      'applications/answer-context',
      'applications/answer-notices',
      'applications/answer-digest',
      'applications/reply-address',
    ),
  },
  // What staff do to an application or a proposal request from the inbox: a move conditional on
  // the stage they saw, with the applicant's mail (its placeholders filled as text) and a call to
  // come cancelled when the move ends it; a booked call cancelled; a note; a request's moves and
  // its export (formulas made text).
  'admissions-staff': {
    mutate: [
      'src/server/inbox/applications/move/fill-placeholders.ts',
      'src/server/inbox/applications/move/move-statements.ts',
      'src/server/inbox/applications/move/stage-message.ts',
      'src/server/inbox/applications/move/move.tsx',
      'src/server/inbox/applications/call/call-state.ts',
      'src/server/inbox/applications/call/cancel-call.tsx',
      'src/server/inbox/applications/application/notes.ts',
      'src/server/inbox/proposals/proposals.tsx',
      'src/server/inbox/proposals/proposal-queries.ts',
      'src/server/inbox/proposals/proposal-export.ts',
    ],
    tests: worker(
      'inbox/applications/move',
      'inbox/applications/move-again',
      'inbox/applications/call-ending-moves',
      'inbox/applications/call',
      'inbox/applications/notes',
      'inbox/applications/templates',
      'inbox/applications/erasure',
      'inbox/proposals/room',
      'inbox/proposals/move-again',
      // A move the database refuses is an error, not a colleague's move (both rooms).
      'inbox/move-failure',
    ),
  },
} satisfies Record<string, MutatedModule>

export type ModuleName = keyof typeof mutatedModules
