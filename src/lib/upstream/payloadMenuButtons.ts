/**
 * Names Payload's menu buttons in /cms. In @payloadcms/ui 3.90.2 the trigger of a popup menu
 * (elements/Popup/PopupTrigger) is a <button class="popup-button"> that takes no label and
 * holds only an icon: the document's "⋯" actions beside Save (elements/DocumentControls) and
 * the chevron beside Publish (Schedule publish) have no accessible name at all, and a list's
 * "⋯" menu (elements/ListControls) names a <div> inside, which assistive technologies need not
 * read. Each such button without a name or text gets `label`.
 *
 * Relies on the class name `popup-button`. Checked against @payloadcms/ui 3.90.2. Guarded by "names the ⋯ menus of /cms" in
 * tests/e2e/cmsEditing.e2e.ts. Goes once PopupTrigger passes a label to its button.
 */
function nameButtons(root: ParentNode, label: string): void {
  for (const button of root.querySelectorAll('button.popup-button')) {
    if (button.hasAttribute('aria-label') || button.hasAttribute('aria-labelledby')) continue
    if (button.textContent?.trim()) continue
    button.setAttribute('aria-label', label)
  }
}

/** Names the buttons under `root` now and as the panel renders more; answers the stop. */
export function nameMenuButtons(root: HTMLElement, label: string): () => void {
  let frame = 0
  nameButtons(root, label)
  const observer = new MutationObserver(() => {
    if (frame) return
    frame = requestAnimationFrame(() => {
      frame = 0
      nameButtons(root, label)
    })
  })
  observer.observe(root, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
    cancelAnimationFrame(frame)
  }
}
