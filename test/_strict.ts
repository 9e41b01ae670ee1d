// Every test fails when its requests hit an undeclared status or an unexpected error (test/_setup.ts),
// and every process a test file started is stopped when the file ends (test/_children.ts).
import { afterAll, afterEach, expect } from 'vitest'
import { violations } from './_setup.ts'
import { stopChildren, trackChildren } from './_children.ts'

trackChildren()

afterEach(() => {
  const seen = violations.splice(0)
  expect(seen, 'undeclared statuses or unexpected errors').toEqual([])
})

afterAll(() => {
  stopChildren()
})
