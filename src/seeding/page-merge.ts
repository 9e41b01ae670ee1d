// Merging a finished side file into the first by copying its pages, not its rows. A side file's
// tables and indexes are B-trees of pages that point to each other only by page number (children,
// overflow chains): appended after the first file's last page, each renumbered, they are the same
// B-trees there, and only their schema rows and statistics are inserted through SQL. The row copy
// it replaces (INSERT … SELECT, which rebuilds every B-tree cell by cell) was seconds of CPU at 1M
// companies, all on one thread after the files are built; this is a read and a write of each page.
//
// The file format: https://sqlite.org/fileformat2.html (§1.3 header, §1.5 freelist, §1.6 B-tree pages).
// Anything this does not expect (another page size, auto-vacuum, reserved bytes, a page that is no
// B-tree page, free page or overflow page, a pointer outside the file, a page in no B-tree or in two)
// throws `NotMergeable` before the first file's header says it is longer, and the caller copies rows instead.
import { closeSync, fstatSync, ftruncateSync, write as fsWrite, openSync, readSync, writeSync } from 'node:fs'

/** SQLite never stores a page in the one that holds the lock bytes, at 1 GiB (PENDING_BYTE). */
const PENDING_BYTE = 0x40000000
const CHUNK_PAGES = 1024

export class NotMergeable extends Error {}

/** pwrite in libuv's thread pool; a short write is an error here. */
function write(fd: number, buffer: Buffer, offset: number, length: number, position: number): Promise<void> {
  return new Promise((resolve, reject) =>
    fsWrite(fd, buffer, offset, length, position, (error, bytes) =>
      error ? reject(error) : bytes === length ? resolve() : reject(new Error(`short write: ${bytes} of ${length} bytes`)),
    ),
  )
}

export interface SchemaRow {
  type: string
  name: string
  tbl_name: string
  rootpage: number
  sql: string | null
}

interface Header {
  pageSize: number
  pages: number
  freelistTrunk: number
}

const pendingPage = (pageSize: number) => Math.floor(PENDING_BYTE / pageSize) + 1

function readHeader(fd: number): Header {
  const h = Buffer.alloc(100)
  if (readSync(fd, h, 0, 100, 0) !== 100 || h.toString('latin1', 0, 16) !== 'SQLite format 3\u0000') throw new NotMergeable('not a database file')
  const pageSize = h.readUInt16BE(16) === 1 ? 65536 : h.readUInt16BE(16)
  if (h[20] !== 0) throw new NotMergeable('pages reserve bytes')
  if (h.readUInt32BE(52) !== 0) throw new NotMergeable('auto-vacuum')
  if (h.readUInt32BE(56) !== 1) throw new NotMergeable('not UTF-8')
  const size = fstatSync(fd).size
  if (size % pageSize !== 0) throw new NotMergeable('a partial page')
  // The header's page count holds only when written by the same change as the counter beside it.
  const pages = h.readUInt32BE(28) !== 0 && h.readUInt32BE(24) === h.readUInt32BE(92) ? h.readUInt32BE(28) : size / pageSize
  if (pages * pageSize > size || pages >= 1 << 24) throw new NotMergeable('unexpected page count')
  return { pageSize, pages, freelistTrunk: h.readUInt32BE(32) }
}

/** A varint at `at`: its value (payload sizes fit a double) and its length. */
function varint(b: Buffer, at: number): [number, number] {
  let value = 0
  for (let i = 0; i < 8; i++) {
    const byte = b[at + i]
    value = value * 128 + (byte & 0x7f)
    if (byte < 0x80) return [value, i + 1]
  }
  return [value * 256 + b[at + 8], 9]
}

/**
 * Calls `pointer` with the offset (in `b`) of every page number the page at `page` holds: its children
 * and the first overflow page of each cell that overflows; for an overflow page, the next one. A page
 * number < 2^24 (readHeader) starts with a zero byte, which no B-tree page type is.
 */
function pointersOf(b: Buffer, page: number, pageSize: number, pointer: (offset: number) => void, first = false): void {
  // Page 1 holds the file header before its B-tree page header; cell offsets count from the page's start.
  const at = first ? page + 100 : page
  const type = b[at]
  if (type === 0) {
    pointer(at) // an overflow page: the next in its chain (0 at the end)
    return
  }
  if (type !== 2 && type !== 5 && type !== 10 && type !== 13) throw new NotMergeable(`page type ${type}`)
  const interior = type === 2 || type === 5
  const cells = b.readUInt16BE(at + 3)
  const cellPointers = at + (interior ? 12 : 8)
  if (interior) pointer(at + 8)
  // Local payload limits (file format §1.6): cells larger than maxLocal keep part of it and chain the rest.
  const usable = pageSize
  const maxLocal = type === 13 ? usable - 35 : Math.floor(((usable - 12) * 64) / 255) - 23
  const minLocal = Math.floor(((usable - 12) * 32) / 255) - 23
  for (let i = 0; i < cells; i++) {
    let p = page + b.readUInt16BE(cellPointers + 2 * i)
    if (p >= page + pageSize) throw new NotMergeable('cell outside its page')
    if (interior) {
      if (p + 4 > page + pageSize) throw new NotMergeable('cell outside its page')
      pointer(p)
      p += 4
      if (type === 5) continue // a table's interior cell: child and rowid, no payload
    }
    const [payload, n] = varint(b, p)
    p += n
    if (type === 13) p += varint(b, p)[1] // the rowid
    if (payload <= maxLocal) continue
    const k = minLocal + ((payload - minLocal) % (usable - 4))
    const overflow = p + (k <= maxLocal ? k : minLocal)
    if (overflow + 4 > page + pageSize) throw new NotMergeable('cell outside its page')
    pointer(overflow)
  }
}

/** Page numbers a side file holds that are not copied: its schema and statistics B-trees, its free pages, the lock-byte page. */
function pagesLeftOut(fd: number, header: Header, roots: number[]): Set<number> {
  const { pageSize, pages } = header
  const page = Buffer.alloc(pageSize)
  const read = (n: number) => {
    if (n < 1 || n > pages) throw new NotMergeable(`page ${n} outside the file`)
    readSync(fd, page, 0, pageSize, (n - 1) * pageSize)
    return page
  }
  const out = new Set<number>([pendingPage(pageSize)])
  for (let trunk = header.freelistTrunk; trunk !== 0; ) {
    if (out.has(trunk)) throw new NotMergeable('a loop in the freelist')
    out.add(trunk)
    const b = read(trunk)
    const next = b.readUInt32BE(0)
    const leaves = b.readUInt32BE(4)
    if (leaves > (pageSize - 8) / 4) throw new NotMergeable('a freelist page holds more than fits')
    for (let i = 0; i < leaves; i++) out.add(b.readUInt32BE(8 + 4 * i))
    trunk = next
  }
  const seen = new Set<number>()
  const stack = [...roots]
  while (stack.length > 0) {
    const n = stack.pop()!
    if (n === 0 || seen.has(n)) continue
    seen.add(n)
    if (out.has(n)) throw new NotMergeable(`page ${n} both free and in use`)
    const b = read(n)
    if (n === 1 && b[100] === 0) throw new NotMergeable('page 1 is no B-tree page')
    pointersOf(b, 0, pageSize, (offset) => stack.push(b.readUInt32BE(offset)), n === 1)
  }
  for (const n of seen) out.add(n)
  return out
}

/** Each copied page's new number (0: left out), in order after the database's last page `after`, around its lock-byte page. */
export function renumber(pages: number, leftOut: Set<number>, after: number, pageSize: number): { renumbered: Uint32Array; last: number } {
  const renumbered = new Uint32Array(pages + 1)
  let last = after
  for (let n = 2; n <= pages; n++) {
    if (leftOut.has(n)) continue
    last++
    if (last === pendingPage(pageSize)) last++
    renumbered[n] = last
  }
  return { renumbered, last }
}

/**
 * Appends the side file's B-trees to the database file `into` (neither open elsewhere; the same page
 * size), and returns the side file's schema rows with their new root pages, for the caller to
 * insert, and how many pages were appended. `roots`: the root pages of the side file's B-trees that
 * stay behind (its statistics). Pages are written in libuv's thread pool while the next are read and
 * renumbered here: the writes (copying into the page cache) cost more than the rest.
 */
export async function appendPages(into: string, from: string, schema: SchemaRow[], roots: number[]): Promise<{ rows: SchemaRow[]; pages: number }> {
  const src = openSync(from, 'r')
  let dst: number | undefined
  let sizeBefore = 0
  // Every write issued, each with a handler at once (a failure is seen when they are waited for, not as
  // an unhandled rejection), all settled before the file is cut back or closed.
  const issued: Promise<void>[] = []
  // Two chunks: one renumbered here while the other's writes go on.
  const writing: Promise<unknown>[] = [Promise.resolve(), Promise.resolve()]
  try {
    dst = openSync(into, 'r+')
    sizeBefore = fstatSync(dst).size
    const to = readHeader(dst)
    const side = readHeader(src)
    if (to.pageSize !== side.pageSize) throw new NotMergeable('different page sizes')
    const { pageSize } = side
    const skip = pagesLeftOut(src, side, [1, ...roots])
    const { renumbered, last } = renumber(side.pages, skip, to.pages, pageSize)
    // Each copied page must be in exactly one B-tree: a root, or pointed to once (by a parent, a cell
    // or the page before it in an overflow chain). Counted as the pages are renumbered.
    const references = new Uint8Array(side.pages + 1)
    const reference = (n: number) => {
      if (references[n]++ !== 0) throw new NotMergeable(`page ${n} is in two places`)
    }
    const moved = schema.map((row) => {
      if (row.rootpage === 0) return row // a virtual table: it has no pages of its own
      const rootpage = renumbered[row.rootpage] ?? 0
      if (rootpage === 0) throw new NotMergeable(`root page of ${row.name} left out`)
      reference(row.rootpage)
      return { ...row, rootpage }
    })
    const chunks = [Buffer.alloc(CHUNK_PAGES * pageSize), Buffer.alloc(CHUNK_PAGES * pageSize)]
    for (let first = 1, k = 0; first <= side.pages; first += CHUNK_PAGES, k ^= 1) {
      await writing[k] // that chunk's last writes are done: it can be read into again
      const chunk = chunks[k]
      const count = Math.min(CHUNK_PAGES, side.pages - first + 1)
      if (readSync(src, chunk, 0, count * pageSize, (first - 1) * pageSize) !== count * pageSize) throw new NotMergeable('short read')
      // Pages renumbered in place, then written in runs of consecutive new numbers.
      const writes: Promise<void>[] = []
      let run = -1
      const flush = (end: number) => {
        if (run < 0) return
        const done = write(dst!, chunk, run * pageSize, (end - run) * pageSize, (renumbered[first + run] - 1) * pageSize)
        done.catch(() => {})
        issued.push(done)
        writes.push(done)
        run = -1
      }
      for (let i = 0; i < count; i++) {
        const n = first + i
        if (renumbered[n] === 0) {
          flush(i)
          continue
        }
        const at = i * pageSize
        pointersOf(chunk, at, pageSize, (offset) => {
          const target = chunk.readUInt32BE(offset)
          if (target === 0 && chunk[at] === 0) return // the end of an overflow chain
          const renamed = target <= side.pages ? renumbered[target] : 0
          if (renamed === 0) throw new NotMergeable(`page ${n} points to page ${target}, which is not copied`)
          reference(target)
          chunk.writeUInt32BE(renamed, offset)
        })
        if (run >= 0 && renumbered[n] !== renumbered[first + run] + (i - run)) flush(i)
        if (run < 0) run = i
      }
      flush(count)
      const chunkWritten = Promise.all(writes)
      chunkWritten.catch(() => {})
      writing[k] = chunkWritten
    }
    await Promise.all(issued)
    for (let n = 2; n <= side.pages; n++) if (renumbered[n] !== 0 && references[n] !== 1) throw new NotMergeable(`page ${n} is in no B-tree`)
    // The header: the new page count, with the change counter it is valid for.
    const header = Buffer.alloc(100)
    readSync(dst, header, 0, 100, 0)
    const change = (header.readUInt32BE(24) + 1) >>> 0
    header.writeUInt32BE(change, 24)
    header.writeUInt32BE(last, 28)
    header.writeUInt32BE(change, 92)
    header.writeUInt32BE((header.readUInt32BE(40) + 1) >>> 0, 40) // schema cookie: the schema changes
    writeSync(dst, header, 0, 100, 0)
    return { rows: moved, pages: last - to.pages }
  } catch (error) {
    // Pages past the old end are not the database's until its header says so: cut them off again.
    await Promise.allSettled(issued)
    if (issued.length > 0) ftruncateSync(dst!, sizeBefore)
    throw error
  } finally {
    closeSync(src)
    if (dst !== undefined) closeSync(dst)
  }
}
