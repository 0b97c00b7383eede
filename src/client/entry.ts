// Browser entry, loaded only by pages that hold an island. It is tiny: React and the islands load
// once the page has painted and the browser is idle, or at once when the visitor reaches for an
// island, so the page's first paint never waits on them. Until then the form works as a plain post.
import { islandAttribute } from '../shared/islands'

let started = false
const hydrate = () => {
  if (started) return
  started = true
  void import('./hydrate').then(({ hydrateIslands }) => hydrateIslands())
}

const whenIdle = () =>
  'requestIdleCallback' in window
    ? requestIdleCallback(hydrate, { timeout: 2000 })
    : setTimeout(hydrate)

for (const root of document.querySelectorAll(`[${islandAttribute}]`)) {
  for (const reach of ['focusin', 'pointerenter', 'touchstart'] as const) {
    root.addEventListener(reach, hydrate, { once: true, passive: true })
  }
}
if (document.readyState === 'complete') whenIdle()
else addEventListener('load', whenIdle, { once: true })
