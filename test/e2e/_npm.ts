// npm as a user on a locked-down machine runs it: an empty home directory (no ~/.npmrc, so no
// `nodedir` pointing at local headers), none of the npm_config_* variables the npm running this suite
// exports, only the registry. Two things come along so the registry stays reachable and fast here:
// the certificate authorities the machine's global npm config names (a prefix of its own would lose
// them) and the package cache (tarballs from the registry, nothing else).
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const setting = (name: string): string => {
  try {
    const value = execFileSync('npm', ['config', 'get', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    return value === 'null' || value === 'undefined' ? '' : value
  } catch {
    return ''
  }
}

let cached: NodeJS.ProcessEnv | undefined

export function cleanNpmEnv(): NodeJS.ProcessEnv {
  if (cached) return { ...cached }
  const cafile = setting('cafile')
  const cache = setting('cache')
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key)) env[key] = value
  env.HOME = mkdtempSync(join(tmpdir(), 'fb-home-'))
  if (cafile) env.npm_config_cafile = cafile
  if (cache) env.npm_config_cache = cache
  cached = env
  return { ...env }
}
