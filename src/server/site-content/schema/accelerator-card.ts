import { contentGroup } from './declare/content-group.ts'
import { requiredToPublish } from './declare/field-sets.ts'
import { fiveLines } from './declare/five-lines.ts'

/** The accelerator's card on the home page: its five bullets (`SchoolFacts.acceleratorBullets`). */
export const acceleratorCard = contentGroup({
  title: 'Home page: the accelerator’s card',
  noun: 'The accelerator’s card',
  fields: () => ({
    bullets: requiredToPublish(fiveLines('Bullets', 'Bullet')),
  }),
})
