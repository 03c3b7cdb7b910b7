import localFont from 'next/font/local'

/**
 * Inter, self-hosted so that builds never reach out to a font service, in two files that the
 * build cuts from @fontsource-variable/inter (scripts/lib/fonts.ts writes them into ./generated
 * before `next build`; the unicode ranges below are the ones it cuts by, which its test checks).
 *
 * `inter` holds the characters of the site's own copy and is preloaded by every page.
 * `interRest` holds the rest of Latin (accented letters, rarer symbols); a browser downloads it
 * only for a page that shows one of those. It comes first in the font stack, so its range
 * decides: any other character falls through to `inter` and then to inter's size-adjusted
 * fallback. Both root layouts put both `.variable` classes on <html>; the theme's sans stack
 * reads --font-inter-rest and --font-inter.
 */
export const inter = localFont({
  src: './generated/inter-basic.woff2',
  variable: '--font-inter',
  weight: '400 800',
  display: 'swap',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0, U+00A3, U+00A9, U+00AE, U+00B0, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2122, U+2191, U+2193, U+2212',
    },
  ],
})

export const interRest = localFont({
  src: './generated/inter-rest.woff2',
  variable: '--font-inter-rest',
  weight: '400 800',
  display: 'swap',
  preload: false,
  // The fallback belongs after `inter`, not between the two files.
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-001F, U+007F-009F, U+00A1-00A2, U+00A4-00A8, U+00AA-00AD, U+00AF, U+00B1-00B6, U+00B8-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-206F, U+2215, U+FEFF, U+FFFD',
    },
  ],
})

/** The classes that define both fonts' CSS variables, for a root layout's <html>. */
export const fontVariables = `${interRest.variable} ${inter.variable}`
