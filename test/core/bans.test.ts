import { describe, expect, it } from 'vitest'
import { isMaliciousPath } from '../../src/core/access/bans.ts'

describe('isMaliciousPath', () => {
  it.each([
    ['/api/company/details', false],
    ['/api/company/details?cin=U12345MH2000PTC000000', false],
    ['/healthz', false],
    ['/docs/v1.2/file.json', false],
    ['/api/x?next=../../etc', false],
    ['/.env', true],
    ['/app/.env.local', true],
    ['/.git/config', true],
    ['/wp-admin/', true],
    ['/WP-LOGIN.PHP', true],
    ['/phpmyadmin/index.php', true],
    ['/etc/passwd', true],
    ['/a/../b', true],
    ['/a/%2e%2e/b', true],
    ['/a/%252e%252e/b', true],
    ['/a/..%2f..%2fetc', true],
    ['/a\\..\\b', true],
  ])('%s → %s', (path, expected) => {
    expect(isMaliciousPath(path)).toBe(expected)
  })
})
