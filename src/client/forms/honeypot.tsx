/**
 * A field people never see or reach; simple bots fill in every field they find, and the worker
 * sets aside what they send.
 */
export function Honeypot({ form, name, label }: { form: string; name: string; label: string }) {
  const id = `${form}-${name}`
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
