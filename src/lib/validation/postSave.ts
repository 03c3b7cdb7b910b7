import { z } from 'zod'

import './zod'

/**
 * What a dashboard save of a live post does with the post's unpublished changes (a newer draft),
 * sent beside the post's fields by an editor that showed them: `true` publishes them with the
 * save, `false` keeps the save in the draft. Absent, the editor showed no draft.
 */
export const postSaveSchema = z.object({
  publishDraft: z.boolean({ error: 'publishDraft must be true or false' }).optional(),
})

export type PostSaveOptions = z.infer<typeof postSaveSchema>
