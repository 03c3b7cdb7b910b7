/** The words of the result history and share parts, shared by the view and its tests. */
export const RESULT_TEXT = {
  changesTitle: 'What changed',
  previousScore: (score: number, date: string) => `Previous score ${score}/100, checked ${date}`,
  noChanges: 'No check changed its status since then.',
  firstCheck: 'This is the first check of this domain we have on record.',
  checkAgain: 'Check again',
  shareTitle: 'Share this result',
  shareHint: 'Anyone with this link sees this report for 90 days.',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy the link. Select it and copy it yourself.',
} as const
