/** The widths /cms's live preview offers beside the editor: phone, tablet and desktop. */
export const LIVE_PREVIEW_BREAKPOINTS = [
  { name: 'phone', label: 'Phone', width: 390, height: 844 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1366, height: 900 },
]
