// The error catalogue: the HTTP answers' codes in ERRORS (the API document lists exactly those), the
// command line's own failures beside it and never in an answer's list, and an AppError that keeps the
// error it reports.
import { describe, expect, it } from 'vitest'
import { AppError, CLI_ERRORS, ERRORS, HTTP_ERROR_CODES, isErrorCode, RECORDER_CODES } from '../../src/errors.ts'
import { fromThreadError, toThreadError } from '../../src/threads.ts'

describe('the error catalogue', () => {
  it("the command line's failures are not in the HTTP catalogue, nor among the codes an answer carries", () => {
    for (const code of Object.keys(CLI_ERRORS)) {
      expect(Object.hasOwn(ERRORS, code), code).toBe(false)
      expect(HTTP_ERROR_CODES as readonly string[]).not.toContain(code)
      expect(isErrorCode(code)).toBe(true)
    }
    expect(HTTP_ERROR_CODES).toEqual(Object.keys(ERRORS).filter((c) => !(RECORDER_CODES as readonly string[]).includes(c)))
    expect(isErrorCode('toString')).toBe(false)
  })

  it('an AppError of a CLI code has its status and detail, and crosses a thread as itself (USAGE exits 2)', () => {
    const usage = new AppError('USAGE')
    expect(usage).toMatchObject({ status: 400, message: 'Invalid command-line usage.' })
    const crossed = fromThreadError(toThreadError(new AppError('USAGE', 'Cannot read x.csv: no such file')))
    expect(crossed).toBeInstanceOf(AppError)
    expect(crossed).toMatchObject({ code: 'USAGE', status: 400, message: 'Cannot read x.csv: no such file' })
  })

  it('keeps the error it reports as its cause', () => {
    const io = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' })
    const error = new AppError('DB_OPEN_FAILED', 'Cannot open database x.db: EACCES: permission denied', { cause: io })
    expect(error.cause).toBe(io)
    expect(new AppError('NOT_FOUND').cause).toBeUndefined()
  })
})
