const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/

/**
 * Gives a one-line fenced code block without a language the language `text`. The premade Code
 * block imports such a fence as the text "undefined" followed by the code, and exports it back
 * as inline code; with a language it stays a fenced block. A fence closes on a line of the same
 * character at least as long, with nothing after it, as CommonMark says.
 */
export function labelBareFences(markdown: string): string {
  const lines = markdown.split('\n')
  const closes = (line: string | undefined, open: string) => {
    const fence = line === undefined ? null : FENCE.exec(line)
    return Boolean(fence?.[1]?.startsWith(open) && !fence[2]?.trim())
  }
  let open: string | undefined
  return lines
    .map((line, index) => {
      const fence = FENCE.exec(line)
      if (!fence) return line
      const [, marks = '', info = ''] = fence
      if (open) {
        if (closes(line, open)) open = undefined
        return line
      }
      open = marks
      const oneLine = closes(lines[index + 2], marks) && !FENCE.test(lines[index + 1] ?? '')
      return !info.trim() && oneLine ? `${line.trimEnd()}text` : line
    })
    .join('\n')
}
