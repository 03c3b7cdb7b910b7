// subset-font ships no types: the part of its API the font build uses.
declare module 'subset-font' {
  type SubsetOptions = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>
}
