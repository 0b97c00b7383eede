// The modules `npm run mutate` mutation-tests (issue 18: the code that guards visitors, staff and
// deliveries), each with the worker test files that exercise it. Stryker runs a file's tests once
// to learn which test covers which mutant, then only those tests against each mutant; a mutant in
// code that runs when a module loads runs every file listed here, in a fresh workerd.
// A test that guards one of these modules belongs in its list: a file left out cannot kill.

export type MutatedModule = { mutate: string[]; tests: string[] }

const worker = (...names: string[]) => names.map((name) => `test/worker/${name}.test.ts`)

export const mutatedModules = {
  'page-cache': {
    mutate: ['src/server/page-cache.ts'],
    // privacy: the notice's settings are part of the variant, so a changed one renders anew.
    tests: worker('page-cache', 'page-cache-variants', 'caching', 'odd-paths', 'privacy'),
  },
  forms: {
    mutate: ['src/server/forms/*.ts'],
    tests: worker(
      'origin-lookalikes',
      'form-body-types',
      'contact-defence',
      'contact-limits',
      'contact-api',
      'contact-form-post',
      'rate-limit-key',
      'waitlist-api',
      'waitlist-form-post',
      // The school's own addresses refused, and a likely slip asked about without JavaScript.
      'own-address',
      'address-check-posts',
    ),
  },
  security: {
    mutate: ['src/server/security.ts'],
    tests: worker('security-headers', 'security-headers-pinned'),
  },
  'shared-contracts': {
    mutate: [
      'src/shared/contact-fields.ts',
      'src/shared/contact.ts',
      'src/shared/waitlist-fields.ts',
      'src/shared/waitlist.ts',
      'src/shared/email-suggestion.ts',
    ],
    tests: worker(
      'form-error-words',
      'inbox-control-characters',
      'contact-spam',
      'contact-contract',
      'contact-email-rule',
      'contact-api',
      'contact-form-post',
      'waitlist-api',
      'waitlist-form-post',
      // A whole domain, and "Did you mean …?" for a likely slip.
      'address-domain',
      'address-suggestion',
      'address-check-posts',
    ),
  },
  'inbox-access': {
    mutate: ['src/server/inbox/access.ts'],
    tests: worker(
      'access-token-pinned',
      'access-keys-unavailable',
      'access-settings-logged',
      'inbox-access',
      'inbox-sign-in',
      'inbox-remote-keys',
      'inbox-unconfigured',
      // The token lifetime cap and the clock skew of issue 17 are tested there.
      'inbox-smaller-defects',
    ),
  },
  'inbox-csv': {
    mutate: ['src/server/inbox/csv.ts'],
    tests: worker(
      'inbox-export-records',
      'inbox-export',
      'inbox-control-characters',
      'inbox-search-cost',
      'inbox-about',
    ),
  },
  'inbox-search': {
    // search.ts (the typed words), -filters, -queries (the windowed walk), -nearest, -counts.
    mutate: ['src/server/inbox/search.ts', 'src/server/inbox/search-*.ts'],
    tests: worker(
      'inbox-search-words',
      'inbox-search-walk',
      'inbox-search-cost',
      'inbox-neighbours',
      'inbox-about',
      'inbox-control-characters',
      'inbox-list',
      'inbox-export',
      'inbox-safety',
    ),
  },
  'inbox-cursor': {
    mutate: ['src/server/inbox/cursor.ts'],
    tests: worker('inbox-cursor', 'inbox-cursor-tokens', 'inbox-list', 'inbox-safety'),
  },
  outbox: {
    mutate: ['src/server/outbox/*.ts'],
    tests: worker(
      'outbox-overlap',
      'outbox-receivers',
      'outbox-by-hand',
      'outbox-retry',
      'outbox-store',
      'outbox-webhook',
      'scheduled',
      'contact-notify',
      'inbox-deliveries-waitlists',
      // The outbox of everything else the school sends (mail-*.ts), through each kind's tests.
      'outbox-mail',
      'outbox-mail-runs',
      'outbox-settings',
      'conversation-confirmation',
      'inbox-reply',
      'inbox-reply-resend',
      'conversation-answer-thread',
      'conversation-answer-notify',
      'announcement-send',
    ),
  },
  retention: {
    mutate: ['src/server/contact/retention.ts'],
    tests: worker('retention', 'retention-settings', 'scheduled'),
  },
} satisfies Record<string, MutatedModule>

export type ModuleName = keyof typeof mutatedModules
