/**
 * Chooses "Publish" in Payload's schedule drawer of document `id` once it has mounted. Payload
 * 3.90.2's drawer (@payloadcms/ui elements/PublishButton/ScheduleDrawer) keeps its publish or
 * unpublish choice in its own state, which no prop sets, and opens on "Unpublish" for a
 * document without an unsaved draft; its radio buttons are found by the ids the panel's radio
 * field gives them, `field-<drawer slug>-type-publish`, the drawer's slug being
 * `schedule-publish-<id>`.
 *
 * Relies on the drawer's slug and its radio field's DOM id. Checked against @payloadcms/ui
 * 3.90.2. Guarded by "the schedule drawer of a published post opens on Publish" in
 * tests/e2e/cmsSafetyNets.e2e.ts. Goes once the drawer takes its initial type as a prop, or
 * opens on Publish by itself.
 */

/** Frames to wait for the drawer's radio: it mounts with the modal, in a portal. */
const MAX_FRAMES = 30

/** The modal slug of the schedule drawer of document `id`. */
export const scheduleDrawerSlug = (id: number | string | undefined) => `schedule-publish-${id}`

/** Clicks the drawer's Publish radio as soon as it exists; answers the cancel. */
export function choosePublishInDrawer(drawer: string): () => void {
  let frame = 0
  let handle = 0
  const choosePublish = () => {
    const radio = document.getElementById(`field-${drawer}-type-publish`)
    if (radio instanceof HTMLInputElement) {
      if (!radio.checked) radio.click()
      return
    }
    if (++frame < MAX_FRAMES) handle = requestAnimationFrame(choosePublish)
  }
  handle = requestAnimationFrame(choosePublish)
  return () => cancelAnimationFrame(handle)
}
