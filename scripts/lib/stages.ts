/**
 * Runs named stages in order, some of them side by side, times each one and prints a table at
 * the end: what `npm test` and `npm run test:quick` are made of (scripts/test.ts).
 */
import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'
import path from 'node:path'

import { log, root } from './runtime'
import { childEnv } from './scriptEnv'

/** A command: node, an absolute path or a tool of node_modules/.bin, and its arguments. */
export type Command = { bin: string; args: string[] }

export type Stage = {
  name: string
  /** A command to run, or a function to await. */
  run: Command | (() => Promise<void>)
}

/**
 * Stages of one step: run side by side, at most `parallel` at a time. `after`: in lanes, the
 * name of a stage of another lane this step waits for (a build the step serves); when that stage
 * fails, this step and the rest of its lane are not run. `nice`: the commands' CPU priority
 * (0 to 19, lower priority as it grows), inherited by the processes they start.
 */
export type Step = { stages: Stage[]; parallel?: number; after?: string; nice?: number }

/**
 * What `runSteps` runs in order: a step, or lanes of steps run side by side (each lane its
 * steps in order, stopping at its first failure), for suites that do not need each other.
 */
export type Phase = Step | { lanes: Step[][] }

type Result = { name: string; seconds: number; ok: boolean; skipped?: boolean }

/** A stage's executable: node, an absolute path, or a tool of node_modules/.bin. */
export const binPath = (bin: string) =>
  bin === 'node'
    ? process.execPath
    : path.isAbsolute(bin)
      ? bin
      : path.join(root, 'node_modules/.bin', bin)

/**
 * Runs a command; alone, its output goes straight to the terminal, side by side with others it
 * is held and printed in one piece when it ends, so that the outputs do not interleave.
 */
function runCommand(
  stage: Stage,
  { bin, args }: Command,
  { alone, nice }: { alone: boolean; nice?: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binPath(bin), args, {
      cwd: root,
      env: childEnv({ FORCE_COLOR: alone ? undefined : '1' }),
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    // Set before the command has started anything, so that its workers inherit it.
    if (nice && child.pid) {
      try {
        setPriority(child.pid, nice)
      } catch {
        // It has already ended: its exit is reported below.
      }
    }
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (!alone) {
        console.log(`\n── ${stage.name} ──`)
        process.stdout.write(Buffer.concat(output))
      }
      if (code === 0) resolve()
      else reject(new Error(`${stage.name} failed (${signal ?? `exit code ${code}`})`))
    })
  })
}

async function runStage(stage: Stage, alone: boolean, nice?: number): Promise<Result> {
  if (!alone) log(`${stage.name}: started`)
  const started = performance.now()
  try {
    if (typeof stage.run === 'function') await stage.run()
    else await runCommand(stage, stage.run, { alone, nice })
    return { name: stage.name, seconds: (performance.now() - started) / 1000, ok: true }
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`)
    return { name: stage.name, seconds: (performance.now() - started) / 1000, ok: false }
  }
}

/** `shared`: other lanes run beside this step, so no command may write to the terminal. */
async function runStep(step: Step, shared = false): Promise<Result[]> {
  const limit = Math.max(1, step.parallel ?? 1)
  const alone = !shared && (limit === 1 || step.stages.length === 1)
  const queue = [...step.stages]
  const results: Result[] = []
  const lane = async () => {
    for (let stage = queue.shift(); stage; stage = queue.shift()) {
      results.push(await runStage(stage, alone, step.nice))
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, lane))
  // In the order the step lists them, whatever order they finished in.
  return step.stages.map((stage) => results.find((result) => result.name === stage.name)!)
}

function printTable(title: string, results: Result[], totalSeconds: number): void {
  const width = Math.max(...results.map((result) => result.name.length), 'total'.length)
  const line = (name: string, seconds: string, status: string) =>
    `  ${name.padEnd(width)}  ${seconds.padStart(8)}  ${status}`
  console.log(`\n${title}`)
  for (const result of results) {
    const status = result.skipped ? 'not run' : result.ok ? 'ok' : 'FAILED'
    const seconds = result.skipped ? '' : `${result.seconds.toFixed(1)} s`
    console.log(line(result.name, seconds, status))
  }
  console.log(line('total', `${totalSeconds.toFixed(1)} s`, ''))
}

const notRun = (steps: Step[]): Result[] =>
  steps.flatMap((step) =>
    step.stages.map((stage) => ({ name: stage.name, seconds: 0, ok: false, skipped: true })),
  )

/** Where the lanes of a phase learn that a stage of another lane has ended, and how. */
function stageEnds(lanes: Step[][]) {
  const ends = new Map<string, { ok: Promise<boolean>; report: (ok: boolean) => void }>()
  for (const stage of lanes.flat().flatMap((step) => step.stages)) {
    let report: (ok: boolean) => void = () => {}
    const ok = new Promise<boolean>((resolve) => (report = resolve))
    ends.set(stage.name, { ok, report })
  }
  for (const step of lanes.flat()) {
    if (step.after && !ends.has(step.after)) throw new Error(`no stage named ${step.after}`)
  }
  return {
    reported: (results: Result[]) => {
      for (const result of results) ends.get(result.name)?.report(result.ok && !result.skipped)
    },
    ended: (name: string) => ends.get(name)!.ok,
  }
}

/**
 * Runs steps in order until one fails, or a stage one waits for failed; the ones after it are
 * listed as not run.
 */
async function runLane(steps: Step[], ends: ReturnType<typeof stageEnds>): Promise<Result[]> {
  const results: Result[] = []
  for (const [index, step] of steps.entries()) {
    const stepResults =
      step.after && !(await ends.ended(step.after)) ? notRun([step]) : await runStep(step, true)
    ends.reported(stepResults)
    results.push(...stepResults)
    if (stepResults.some((result) => !result.ok)) {
      const rest = notRun(steps.slice(index + 1))
      ends.reported(rest)
      return [...results, ...rest]
    }
  }
  return results
}

async function runLanes(lanes: Step[][]): Promise<Result[]> {
  const ends = stageEnds(lanes)
  return (await Promise.all(lanes.map((lane) => runLane(lane, ends)))).flat()
}

const phaseSteps = (phase: Phase): Step[] => ('lanes' in phase ? phase.lanes.flat() : [phase])

/** Runs the phases in order, stopping after a failed one; prints the table; answers success. */
export async function runSteps(title: string, phases: Phase[]): Promise<boolean> {
  const started = performance.now()
  const results: Result[] = []
  for (const [index, phase] of phases.entries()) {
    const phaseResults = 'lanes' in phase ? await runLanes(phase.lanes) : await runStep(phase)
    results.push(...phaseResults)
    if (phaseResults.some((result) => !result.ok)) {
      results.push(...notRun(phases.slice(index + 1).flatMap(phaseSteps)))
      break
    }
  }
  printTable(title, results, (performance.now() - started) / 1000)
  return results.every((result) => result.ok)
}
