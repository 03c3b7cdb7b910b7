import { z } from 'zod'

// The site's Content-Security-Policy has no 'unsafe-eval', so a browser refuses the parsers zod
// compiles with `new Function`, and zod's probe for that is itself reported as a violation
// (Lighthouse counts it against best practices). In the browser zod parses without compiling;
// the server keeps the compiled parsers. Schemas import `z` from here so this runs first.
if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }
