// The inbox's keyboard (staff pages only; src/server/inbox/views). Every key does what a link or
// button on the page already does, found by its `data-shortcut`, so the pages keep working
// without this script; it adds only the keys, the list's focus moving row to row, and "select all".
// Keys never act while the staff member types in a field, nor with Ctrl, Alt or Meta held.

const rows = () => [...document.querySelectorAll<HTMLElement>('[data-row]')]
const shortcut = (key: string) => document.querySelector<HTMLElement>(`[data-shortcut="${key}"]`)

/** A field that takes typed text: its keys are the staff member's, never a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true
  if (target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type)
}

/** The list's row holding the focus, if any. */
const currentRow = () =>
  rows().find((row) => row.contains(document.activeElement)) as HTMLElement | undefined

function moveFocus(step: 1 | -1) {
  const all = rows()
  const at = all.indexOf(currentRow() as HTMLElement)
  const target = all[at === -1 ? (step === 1 ? 0 : all.length - 1) : at + step]
  const link = target?.querySelector<HTMLElement>('[data-open]')
  link?.focus()
  link?.scrollIntoView({ block: 'nearest' })
}

/** h or s on the list: the checked messages, or else the one in focus, get that state. */
function actOnList(key: 'h' | 's') {
  const form = document.querySelector<HTMLFormElement>('form#bulk')
  const button = shortcut(key)
  if (!form || !(button instanceof HTMLButtonElement)) return false
  const checked = form.querySelectorAll('input[data-select]:checked')
  const inFocus = currentRow()?.querySelector<HTMLInputElement>('input[data-select]')
  if (checked.length === 0 && !inFocus) return false
  if (checked.length === 0 && inFocus) inFocus.checked = true
  form.requestSubmit(button)
  return true
}

function open(row: HTMLElement | undefined) {
  row?.querySelector<HTMLElement>('[data-open]')?.click()
}

function toggleHelp() {
  const help = document.querySelector<HTMLDetailsElement>('details#shortcuts')
  if (!help) return false
  help.open = !help.open
  if (help.open) {
    help.querySelector('summary')?.focus()
    help.scrollIntoView({ block: 'nearest' })
  }
  return true
}

/** What a key does here; false when it does nothing on this page. */
function run(key: string): boolean {
  const onList = rows().length > 0
  if (key === '?') return toggleHelp()
  if (key === '/') {
    const search = document.querySelector<HTMLInputElement>('#inbox-search')
    search?.focus()
    search?.select()
    return Boolean(search)
  }
  if (onList && (key === 'j' || key === 'k')) moveFocus(key === 'j' ? 1 : -1)
  else if (onList && key === 'o') open(currentRow() ?? rows()[0])
  // Enter on a link or a button does its own thing; on a row's checkbox it opens the row.
  else if (onList && key === 'Enter' && document.activeElement?.matches('input[data-select]')) {
    open(currentRow())
  } else if (onList && key === 'x') {
    currentRow()?.querySelector<HTMLInputElement>('input[data-select]')?.click()
  } else if (onList && (key === 'h' || key === 's')) return actOnList(key)
  else if (key === 'Enter') return false
  else {
    const target = shortcut(key)
    if (!target) return false
    target.click()
  }
  return true
}

document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.altKey) return
  // Shift stays allowed: "?" and, on some layouts, "/" need it; "J" simply matches nothing.
  if (event.metaKey || (event.shiftKey && event.key === 'Enter') || isTyping(event.target)) return
  if (run(event.key)) event.preventDefault()
})

// "Select all on this page": needs a script to tick the boxes, so it appears only with one.
for (const label of document.querySelectorAll<HTMLElement>('[data-select-all]')) {
  const all = label.querySelector('input')
  all?.addEventListener('change', () => {
    for (const box of document.querySelectorAll<HTMLInputElement>('input[data-select]')) {
      box.checked = all.checked
    }
  })
  label.hidden = false
}
