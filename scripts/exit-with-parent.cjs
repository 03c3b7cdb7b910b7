// Preloaded (NODE_OPTIONS=--require) into every Node process the launcher starts: when the
// launcher dies, even by SIGKILL, its children notice that their parent changed and exit,
// so no web server is left holding the port.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) process.exit(0)
}, 500).unref()
