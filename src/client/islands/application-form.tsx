import { useEffect, useRef, useState } from 'react'
import {
  type ApplicationFormProps,
  applicationFields,
  applicationLimits,
  backgroundChoices,
  financingChoices,
  heardFromChoices,
} from '../../shared/application-fields'
import { honeypotField } from '../../shared/contact-fields'
import { sendApplication } from '../api'
import { applicationPayloadOf } from '../application-payload'
import { AddressSuggestionPanel } from '../forms/address-suggestion'
import { ConsentField } from '../forms/consent-field'
import { Honeypot } from '../forms/honeypot'
import { IslandForm } from '../forms/island-form'
import { SentNotice } from '../forms/outcome'
import { PrivacyNote } from '../forms/privacy-note'
import { SelectField } from '../forms/select-field'
import { SubmitButton } from '../forms/submit-button'
import { TextField } from '../forms/text-field'
import { useAddressCheck } from '../forms/use-address-check'
import { useFormSubmission } from '../forms/use-form-submission'
import { TurnstileWidget } from '../turnstile-widget'

const form = 'apply'

/** The lines each text area shows; the one-line fields none. */
const rows = {
  name: undefined,
  email: undefined,
  backgroundDetail: applicationLimits.backgroundDetail.rows,
  goals: applicationLimits.goals.rows,
} as const

const options = <T extends string>(values: readonly T[], words: Record<T, string>) =>
  values.map((value) => ({ value, label: words[value] }))

/**
 * The application form (docs/architecture.md, "Applications"): the contact form's machinery (the
 * typed client, the same guards, a plain form post without JavaScript), with the cohort chosen
 * from `?cohort=` and the time zone the browser's once hydrated, unless the visitor chose one.
 * The notice says whether the application is new or the mailbox's earlier one to the cohort.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  const { text, cohorts, timeZones, initial } = props
  const values = initial?.values ?? {}
  const [duplicate, setDuplicate] = useState(false)
  const zone = useRef<HTMLSelectElement>(null)
  const address = useAddressCheck(initial)
  const submission = useFormSubmission({
    form,
    fields: applicationFields,
    initial,
    send: async (element) => {
      const answer = await sendApplication(props.apiBase, applicationPayloadOf(element))
      setDuplicate(answer.status === 200)
      return answer
    },
    holds: address.holds,
  })

  useEffect(() => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const select = zone.current
    if (select && select.value === '' && timeZones.includes(browserZone)) select.value = browserZone
  }, [timeZones])

  const { labels } = text
  const field = (name: 'name' | 'email' | 'backgroundDetail' | 'goals') => (
    <TextField
      form={form}
      name={name}
      label={labels[name]}
      kind={name === 'email' ? 'email' : name === 'name' ? 'text' : 'textarea'}
      maxLength={applicationLimits[name].maxLength}
      rows={rows[name]}
      autoComplete={name === 'name' || name === 'email' ? name : undefined}
      defaultValue={values[name] ?? ''}
      error={submission.errors[name]}
      optional={name === 'backgroundDetail'}
    />
  )
  return (
    <IslandForm
      action={props.action}
      submission={submission}
      text={text}
      gap="gap-5"
      handlers={address.handlers}
    >
      <SelectField
        form={form}
        name="cohort"
        label={labels.cohort}
        options={cohorts.map((cohort) => ({ value: cohort.startDate, label: cohort.label }))}
        defaultValue={props.cohort}
      />
      {field('name')}
      {field('email')}
      <AddressSuggestionPanel check={address} hydrated={submission.hydrated} />
      <div className="grid gap-1.5">
        <label htmlFor={`${form}-timeZone`} className="font-semibold text-ink">
          {labels.timeZone}
        </label>
        <select
          ref={zone}
          id={`${form}-timeZone`}
          name="timeZone"
          required
          defaultValue={values.timeZone ?? ''}
          className="focusable scroll-mt-24 w-full rounded-lg border border-slate-500 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm"
        >
          <option value="">{text.chooseTimeZone}</option>
          {timeZones.map((name) => (
            <option key={name} value={name}>
              {name.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <SelectField
        form={form}
        name="background"
        label={labels.background}
        options={options(backgroundChoices, text.backgroundWords)}
        defaultValue={(values.background as (typeof backgroundChoices)[number]) ?? 'new'}
      />
      {field('backgroundDetail')}
      {field('goals')}
      <SelectField
        form={form}
        name="heardFrom"
        label={labels.heardFrom}
        options={options(heardFromChoices, text.heardFromWords)}
        defaultValue={(values.heardFrom as (typeof heardFromChoices)[number]) ?? 'search'}
      />
      <SelectField
        form={form}
        name="financing"
        label={labels.financing}
        options={options(financingChoices, text.financingWords)}
        defaultValue={(values.financing as (typeof financingChoices)[number]) ?? 'neither'}
      />
      <ConsentField
        form={form}
        name="consent"
        label={labels.consent}
        defaultChecked={values.consent === 'yes'}
        error={submission.errors.consent}
      />
      <Honeypot form={form} name={honeypotField} label={text.honeypotLabel} />
      {props.turnstileSiteKey && (
        <TurnstileWidget siteKey={props.turnstileSiteKey} resetKey={submission.attempt} />
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SubmitButton sending={submission.sending} label={text.submit} busyLabel={text.sending} />
        <PrivacyNote />
      </div>
      <SentNotice
        shown={submission.shown === 'sent'}
        text={duplicate ? text.duplicate : text.sent}
        detail={duplicate ? text.duplicateDetail : text.nextSteps}
      />
    </IslandForm>
  )
}
