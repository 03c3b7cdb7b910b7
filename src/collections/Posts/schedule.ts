import type { Payload, PayloadRequest, Where } from 'payload'

import { scheduledPostDoc } from '@/lib/upstream/schedulePublishInput'

/**
 * Scheduled publishing is Payload's own: a `schedulePublish` job (the task Payload registers for
 * `versions.drafts.schedulePublish`) that publishes the post's latest version at `waitUntil`.
 * These helpers read and replace a post's pending ones, the way Payload's panel does.
 */
const pendingPublishes = (postId?: number): Where => ({
  and: [
    { taskSlug: { equals: 'schedulePublish' } },
    { completedAt: { exists: false } },
    { processing: { equals: false } },
    { 'input.doc.relationTo': { equals: 'posts' } },
    ...(postId === undefined ? [] : [{ 'input.doc.value': { equals: String(postId) } }]),
  ],
})

type ScheduledJob = { input?: { type?: string; doc?: { value?: unknown } } | null }

/** Ids of the posts (or of this one post) that a pending job will publish. */
export async function scheduledPostIds(
  payload: Payload,
  postId?: number,
  req?: Partial<PayloadRequest>,
): Promise<Set<number>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: pendingPublishes(postId),
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Set(
    (docs as ScheduledJob[])
      .filter((job) => (job.input?.type ?? 'publish') === 'publish')
      .map((job) => Number(job.input?.doc?.value)),
  )
}

/** Drops a post's pending scheduled publish and unpublish jobs (a new decision replaces them). */
export async function cancelScheduledPublish(
  payload: Payload,
  postId: number,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await payload.db.deleteMany({
    collection: 'payload-jobs',
    where: pendingPublishes(postId),
    req,
  })
}

/** Queues Payload's schedulePublish job for the post at `at`, replacing any pending one. */
export async function schedulePublish(
  req: PayloadRequest,
  postId: number,
  at: Date,
): Promise<void> {
  await cancelScheduledPublish(req.payload, postId, req)
  const user = req.user
  await req.payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type: 'publish',
      doc: scheduledPostDoc(postId),
      ...(user?.collection ? { user: { relationTo: user.collection, value: user.id } } : {}),
    },
    waitUntil: at,
    req,
  })
}
