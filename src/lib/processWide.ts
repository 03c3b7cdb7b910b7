const slots = globalThis as Record<symbol, unknown>

/**
 * One value per process under `key` (a `Symbol.for` name), made by `create` on first use. Next
 * bundles a module into several bundles (the instrumentation, each group of routes, the config
 * Payload loads), each with its own copy of the module's variables; state that must be one per
 * process therefore lives on globalThis, which every copy shares.
 */
export function processWide<T>(key: symbol, create: () => T): T {
  return (slots[key] ??= create()) as T
}
