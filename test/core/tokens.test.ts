import { createSecretKey } from 'node:crypto'
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { createClock } from '../../src/clock.ts'
import { createTokenService, signHs256 } from '../../src/core/accounts/tokens.ts'

const secrets = { access: new TextEncoder().encode('a'.repeat(43)), refresh: new TextEncoder().encode('r'.repeat(43)) }

describe('tokens signed with node:crypto', () => {
  it('are byte for byte what jose SignJWT makes of the same header and claims', async () => {
    const payload = { sub: 'usr_1', sid: 'ses_1', role: 'user', iss: 'firmbase', iat: 1_700_000_000, exp: 1_700_003_600, jti: 'j-1' }
    const ours = signHs256({ alg: 'HS256', typ: 'at+jwt' }, payload, createSecretKey(secrets.access))
    const theirs = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).sign(secrets.access)
    expect(ours).toBe(theirs)
  })

  it('pass jose jwtVerify with their own secret and type, and fail with the other secret', async () => {
    const service = createTokenService(secrets, createClock())
    const access = service.issueAccess({ id: 'usr_1', role: 'admin' }, 'ses_1')
    const refresh = service.issueRefresh('usr_1', 'ses_1')
    const { payload } = await jwtVerify(access, secrets.access, { algorithms: ['HS256'], issuer: 'firmbase', typ: 'at+jwt' })
    expect(payload).toMatchObject({ sub: 'usr_1', sid: 'ses_1', role: 'admin', iss: 'firmbase' })
    expect(payload.exp! - payload.iat!).toBe(3600)
    expect(decodeProtectedHeader(refresh)).toEqual({ alg: 'HS256', typ: 'refresh+jwt' })
    await expect(jwtVerify(refresh, secrets.access)).rejects.toThrow()
    expect((await service.verifyRefresh(refresh)).sub).toBe('usr_1')
    expect((await service.verifyAccess(access)).role).toBe('admin')
  })

  it('are refused once a character of the signature changes', async () => {
    const service = createTokenService(secrets, createClock())
    const access = service.issueAccess({ id: 'usr_1', role: 'user' }, 'ses_1')
    const tampered = access.slice(0, -2) + (access.at(-2) === 'A' ? 'B' : 'A') + access.at(-1)
    await expect(service.verifyAccess(tampered)).rejects.toMatchObject({ code: 'INVALID_TOKEN' })
  })
})
