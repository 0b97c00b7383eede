import { contentGroup } from './content-group.ts'
import { requiredToPublish } from './field-sets.ts'
import { fiveLines } from './five-lines.ts'

/** The accelerator's card on the home page: its five bullets (`SchoolFacts.acceleratorBullets`). */
export const acceleratorCard = contentGroup({
  title: 'Home page: the accelerator’s card',
  noun: 'The accelerator’s card',
  fields: () => ({
    bullets: requiredToPublish(fiveLines('Bullets', 'Bullet')),
  }),
})
