// Memory given back when the server goes idle after load.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void
let collect: Collect | undefined

/**
 * A full collection that gives the heap's memory back to the system: V8's "last resort" flavour
 * compacts, shrinks the young generation (grown under load to 16 MB and kept) and frees its pooled
 * pages — 8–20 MB of an idle server's 110–130. V8 offers it to scripts only through its gc extension;
 * turned on for one fresh context (as Jest's leak detector does) and off again, so no global object
 * here or in a later worker gets a `gc`.
 */
export function releaseHeap(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc')
    collect = runInNewContext('gc') as Collect
    setFlagsFromString('--no-expose-gc')
  }
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}
