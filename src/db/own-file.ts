// Files firmbase writes beside the database (the reserve, the WAL owner, the demo credentials, the
// ready file): never through a symbolic link someone planted at that name (it would make firmbase
// overwrite the link's target), and readable by their owner only (two of them hold API keys).
import { closeSync, constants, fchmodSync, lstatSync, openSync, writeSync } from 'node:fs'
import { AppError } from '../errors.ts'

const linked = (path: string) => new AppError('USAGE', `${path} is a symbolic link: firmbase writes its own files only as plain files (remove the link)`)

/** Refuses, before any work, a path where a symbolic link stands (what openOwnFile would refuse later). */
export function refuseLink(path: string): void {
  if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) throw linked(path)
}

/** Opens `path` for writing (created or emptied), mode 0600, refusing a symbolic link. */
export function openOwnFile(path: string): number {
  let fd: number
  try {
    fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW, 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw linked(path)
    throw error
  }
  fchmodSync(fd, 0o600) // a file that was there before keeps its mode otherwise
  return fd
}

/** Writes `text` to `path` as openOwnFile opens it. */
export function writeOwnFile(path: string, text: string): void {
  const fd = openOwnFile(path)
  try {
    writeSync(fd, text)
  } finally {
    closeSync(fd)
  }
}
