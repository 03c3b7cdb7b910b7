import type { TaskSchedulePublish } from '@/payload-types'

/**
 * The post a `schedulePublish` job publishes, in the form Payload's panel stores it. Payload
 * 3.90.2's schedule drawer (@payloadcms/ui elements/PublishButton/ScheduleDrawer) queues the job
 * with the document's id as a string, and lists a document's pending jobs by that string
 * (`input.doc.value` equals the id as text); the generated type says `number`. Jobs the app
 * queues are stored the same way, so the drawer lists them and the app finds and replaces the
 * ones the drawer queued (src/collections/Posts/schedule.ts).
 *
 * Relies on the drawer's stored form of `input.doc.value`. Checked against payload 3.90.2.
 * Guarded by "reschedules a post whose publishedAt moves, keeping one pending job" in
 * tests/int/jobsSchedule.int.test.ts. Goes once Payload's generated type for the job's input says what
 * it stores (or it stores the id as typed).
 */
export function scheduledPostDoc(postId: number): TaskSchedulePublish['input']['doc'] {
  return { relationTo: 'posts', value: String(postId) as unknown as number }
}
