import { announcementLimits } from '../../announcement/draft'
import { worstCaseBodyBytes } from '../../forms/body-limit'
import { editorForms } from '../content/editor-forms'
import { typedUnitsOf } from '../editor/form-labels'
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
  ...Object.values(editorForms).map((parts) =>
    worstCaseBodyBytes({ typedUnits: [typedUnitsOf(parts)] }),
  ),
)
