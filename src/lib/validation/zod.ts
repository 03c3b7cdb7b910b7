import { config } from 'zod'

// The site's Content-Security-Policy has no 'unsafe-eval', so a browser refuses the parsers zod
// compiles with `new Function`, and zod's probe for that is itself reported as a violation
// (Lighthouse counts it against best practices). In the browser zod parses without compiling;
// the server keeps the compiled parsers. Each schema module imports this file before it builds
// its schemas. (Only `config` is imported: re-exporting the `z` namespace would put all of zod,
// locales included, into the pages' scripts.)
if (typeof window !== 'undefined') config({ jitless: true })
