/**
 * Inter in two files, cut by character from @fontsource-variable/inter's Latin file before each
 * build: `inter-basic.woff2` holds what the site's own copy uses (ASCII, the pound sign, curly
 * quotes, dashes, the ellipsis…) and every page preloads it; `inter-rest.woff2` holds the rest
 * of Latin (accented letters and rarer symbols), which a browser downloads only for a page that
 * shows one of them, a name with an accent in a blog post say. Both keep the weights the site
 * uses (400–800) of the variable font.
 *
 * Why: the whole Latin file is 48 KB and every first visit downloaded it before the first paint;
 * the basic file is under half of that.
 *
 * src/components/ui/fonts.ts declares the two files with these unicode ranges written out
 * (next/font takes literal options only); fonts.test.ts keeps the two in step.
 */
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

const PACKAGE = 'node_modules/@fontsource-variable/inter'
const SOURCE = `${PACKAGE}/files/inter-latin-wght-normal.woff2`
/** Where next/font/local reads the files from (git ignores the folder). */
const FONT_DIR = 'src/components/ui/generated'
/** The weights the site uses: regular, medium, semibold, bold and (prose headings) extra bold. */
const WEIGHTS = { min: 400, max: 800 }

type Range = readonly [first: number, last: number]

/**
 * The code points of @fontsource-variable/inter's Latin file, as the package's own stylesheet
 * declares them (its `unicode-range` for that file).
 */
function latinRanges(root: string): Range[] {
  const css = readFileSync(path.join(root, PACKAGE, 'wght.css'), 'utf8')
  const face = css.split('@font-face').find((block) => block.includes(path.basename(SOURCE)))
  const range = face && /unicode-range:([^;]+);/.exec(face)?.[1]
  if (!range) throw new Error(`no unicode-range for ${SOURCE} in ${PACKAGE}/wght.css`)
  return range.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(first!, 16), parseInt(last!, 16)] as const
  })
}

/**
 * The site's own copy: printable ASCII, no-break space, £ © ® ° · ×, en and em dash, curly
 * quotes, bullet, ellipsis, € ™ ↑ ↓ and the minus sign. (The Latin file has no ← or →: those
 * come from the system font whichever file is used.)
 */
const BASIC: readonly Range[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a3, 0x00a3],
  [0x00a9, 0x00a9],
  [0x00ae, 0x00ae],
  [0x00b0, 0x00b0],
  [0x00b7, 0x00b7],
  [0x00d7, 0x00d7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
]

function codePoints(ranges: readonly Range[]): number[] {
  return ranges.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => first + index),
  )
}

/** `U+0020-007E, U+00A0, …` for a sorted list of code points. */
function unicodeRange(points: readonly number[]): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0')
  const parts: string[] = []
  for (let index = 0; index < points.length;) {
    let end = index
    while (end + 1 < points.length && points[end + 1] === points[end]! + 1) end += 1
    const first = points[index]!
    const last = points[end]!
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)
    index = end + 1
  }
  return parts.join(', ')
}

export type FontSubset = { file: string; points: number[]; unicodeRange: string }

/** The two files: the site's own characters, and the rest of the package's Latin file. */
export function fontSubsets(root: string): [basic: FontSubset, rest: FontSubset] {
  const basicPoints = codePoints(BASIC)
  const basicSet = new Set(basicPoints)
  const restPoints = codePoints(latinRanges(root)).filter((point) => !basicSet.has(point))
  return [
    { file: 'inter-basic.woff2', points: basicPoints, unicodeRange: unicodeRange(basicPoints) },
    { file: 'inter-rest.woff2', points: restPoints, unicodeRange: unicodeRange(restPoints) },
  ]
}

/** Writes the two files under `root` unless they already hold exactly what the source gives. */
export async function ensureFontSubsets(root: string, log: (message: string) => void) {
  // Loaded here, not at the top: the production image imports the launcher (and so this
  // module) with its runtime dependencies only, and never builds.
  const { default: subsetFont } = await import('subset-font')
  const source = await fs.readFile(path.join(root, SOURCE))
  const dir = path.join(root, FONT_DIR)
  await fs.mkdir(dir, { recursive: true })
  for (const subset of fontSubsets(root)) {
    const bytes = await subsetFont(source, String.fromCodePoint(...subset.points), {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
    })
    const target = path.join(dir, subset.file)
    if (existsSync(target) && (await fs.readFile(target)).equals(bytes)) continue
    await fs.writeFile(target, bytes)
    log(`font subset ${subset.file}: ${(bytes.length / 1024).toFixed(1)} KB`)
  }
}
