// The narrow screen's menu is a native <details>: it opens and closes by touch, mouse or keyboard
// with no script at all. This adds the two things a disclosure menu owes a keyboard user that
// <details> lacks: Escape closes it (focus back on its button), and so does focus leaving it.
import { menuAttribute } from '../shared/menu'

for (const menu of document.querySelectorAll<HTMLDetailsElement>(`details[${menuAttribute}]`)) {
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return
    menu.open = false
    menu.querySelector('summary')?.focus()
  })
  menu.addEventListener('focusout', (event) => {
    if (menu.open && !menu.contains(event.relatedTarget as Node | null)) menu.open = false
  })
}
