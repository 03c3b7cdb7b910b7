import localFont from 'next/font/local'

/**
 * Inter, self-hosted from the npm package so that builds never reach out to a font service.
 * Both root layouts put `inter.variable` on <html>; the theme's sans stack reads --font-inter.
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})
