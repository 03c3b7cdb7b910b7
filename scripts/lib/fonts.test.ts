import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { fontSubsets } from './fonts'

const root = path.resolve(import.meta.dirname, '../..')
const subsets = fontSubsets(root)

/** The text of every string literal, template and JSX text in a source file (no comments). */
function copyOf(file: string): string {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const parts: string[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      parts.push(node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return parts.join('\n')
}

describe('the Inter subsets', () => {
  it('are declared in fonts.ts with the ranges the build cuts them by', () => {
    const declared = [
      ...readFileSync(path.join(root, 'src/components/ui/fonts.ts'), 'utf8').matchAll(
        /src: '\.\/generated\/([\w-]+\.woff2)'[\s\S]*?value:\s*'([^']+)'/g,
      ),
    ].map(([, file, range]) => ({ file, range }))
    expect(declared).toEqual(
      subsets.map((subset) => ({ file: subset.file, range: subset.unicodeRange })),
    )
  })

  it("put every Latin character of the site's own copy in the preloaded file", () => {
    const [basic, rest] = subsets
    const inBasic = new Set<number>(basic.points)
    const inRest = new Set<number>(rest.points)
    const sources = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(root, 'src', file))
      .filter(
        (file) =>
          /\.tsx?$/.test(file) &&
          !/\.test\.ts$|payload-types\.ts$/.test(file) &&
          // Field labels of Payload's own panel, which has its own fonts.
          !file.includes(`${path.sep}collections${path.sep}`),
      )
    const missing = new Map<string, string>()
    for (const file of sources) {
      for (const character of copyOf(file)) {
        const point = character.codePointAt(0)!
        // Characters outside Inter's Latin file (✧, ⚠) come from the system's fonts anyway.
        if (inRest.has(point) && !inBasic.has(point) && point >= 0x20) {
          missing.set(character, path.relative(root, file))
        }
      }
    }
    expect(Object.fromEntries(missing)).toEqual({})
  })
})
