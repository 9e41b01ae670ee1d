import { AppError } from '../errors.ts'

/**
 * How deep request JSON may nest. No endpoint takes more than a few levels; the limit keeps every
 * walk over a body (canonicalisation, validation, logging) far from the stack's end, however
 * deep a hostile body is (a 1 MiB body can nest half a million levels).
 */
export const MAX_JSON_DEPTH = 32

/** 400 JSON_TOO_DEEP past MAX_JSON_DEPTH; iterative, so checking cannot overflow the stack either. */
export function assertJsonDepth(value: unknown, max = MAX_JSON_DEPTH): void {
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    if (node === null || typeof node !== 'object') continue
    if (depth > max) throw new AppError('JSON_TOO_DEEP')
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1])
    }
  }
}
