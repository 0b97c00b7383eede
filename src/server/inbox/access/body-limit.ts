import { announcementLimits } from '../../announcement/draft'
import { worstCaseBodyBytes } from '../../forms/body-limit'
import { maxPhotoBytes } from '../../site-content/image'
import { contentGroups } from '../../site-content/schema/index.ts'
import { typedUnitsOf } from '../editor/form/form-labels'
import { photoPaths } from '../editor/form/photo-upload'
import { maxNoteLength, maxReplyLength } from '../message/text-limits'
import { maxTokenLength } from './access'

/**
 * The largest post the inbox takes: its widest form with every field full of the widest characters
 * staff can type (a reply or an announcement in Greek, Russian or Chinese takes 6-9 bytes a
 * character as a form post). Only a post no inbox form could make is refused as too large.
 */
export const maxInboxBodyBytes = Math.max(
  worstCaseBodyBytes({ typedUnits: [maxReplyLength] }),
  worstCaseBodyBytes({ typedUnits: [maxNoteLength] }),
  worstCaseBodyBytes({ typedUnits: [announcementLimits.subject, announcementLimits.body] }),
  worstCaseBodyBytes({ typedUnits: [], tokenChars: maxTokenLength }),
  // The content editor's widest form (the FAQ's thirty questions and answers).
  ...Object.values(contentGroups).map(({ form }) =>
    worstCaseBodyBytes({ typedUnits: [typedUnitsOf(form)] }),
  ),
)

/** A file's part of a post besides its bytes: its headers and a file name of any length a system allows. */
const filePartBytes = 1024

/**
 * The content forms that take photos (the instructors', the graduates'), by the path they post
 * to, with the most each may carry: its text as above and a photo of the largest size in every photo field.
 */
const photoFormBodyBytes = new Map<string, number>(
  Object.entries(contentGroups).flatMap(([group, { form: parts }]) => {
    const photos = photoPaths(parts).length
    if (photos === 0) return []
    const text = worstCaseBodyBytes({ typedUnits: [typedUnitsOf(parts)] })
    return [[`/inbox/content/${group}`, text + photos * (maxPhotoBytes + filePartBytes)] as const]
  }),
)

/** The largest post the inbox takes at `path`: a form with photos its own, any other the widest. */
export const inboxBodyLimit = (path: string) => photoFormBodyBytes.get(path) ?? maxInboxBodyBytes
