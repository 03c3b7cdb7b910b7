import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import type { Post } from '@/payload-types'

import { schedulePublish } from '../schedule'

const SCHEDULED = 'postScheduledFor'

/**
 * A publish whose publishedAt lies in the future schedules the post instead: it is saved as a
 * draft (hidden, or taken down if it was live) and Payload's schedulePublish job publishes it at
 * that time. The dashboard, the REST API and /cms's Publish button all schedule this way; /cms's
 * own "Schedule publish" queues the same job directly. When the job runs, publishedAt has come,
 * so its publish goes through.
 */
export const holdFuturePublish: CollectionBeforeChangeHook<Post> = ({
  data,
  originalDoc,
  context,
}) => {
  if (data._status !== 'published') return data
  const publishedAt = data.publishedAt === undefined ? originalDoc?.publishedAt : data.publishedAt
  const at = publishedAt ? Date.parse(publishedAt) : NaN
  if (at > Date.now()) {
    data._status = 'draft'
    context[SCHEDULED] = new Date(at).toISOString()
  }
  return data
}

export const queueFuturePublish: CollectionAfterChangeHook<Post> = async ({
  doc,
  req,
  context,
}) => {
  const at = context[SCHEDULED]
  if (typeof at !== 'string') return doc
  delete context[SCHEDULED]
  await schedulePublish(req, doc.id, new Date(at))
  return doc
}
