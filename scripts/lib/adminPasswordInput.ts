import { createInterface } from 'node:readline'

/** Asks on the terminal, without echo, twice; undefined when there is no terminal. */
export async function readPasswordFromTerminal(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined
  const ask = (prompt: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
      const output = rl as unknown as { _writeToOutput: (text: string) => void }
      let prompted = false
      output._writeToOutput = (text: string) => {
        // Show the prompt once, never the typed characters.
        if (!prompted) {
          process.stdout.write(text)
          prompted = true
        }
      }
      rl.question(prompt, (answer) => {
        rl.close()
        process.stdout.write('\n')
        resolve(answer)
      })
    })
  const first = await ask('New administrator password: ')
  const again = await ask('Once more: ')
  if (first !== again) throw new Error('The two passwords differ.')
  return first
}
