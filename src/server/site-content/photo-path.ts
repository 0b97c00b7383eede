import { uuidPattern } from '../utils/uuid'

/** A stored photo's key: the UUID its upload was given and its real kind's extension. */
export const photoKeyPattern = `${uuidPattern}\\.(?:jpg|png|webp)`

/** Where a photo is served on the public site (site-content/photos.ts). */
export const photoPath = (key: string) => `/photos/${key}`
