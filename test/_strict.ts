// Every test fails when its requests hit an undeclared status or an unexpected error (test/_setup.ts).
import { afterEach, expect } from 'vitest'
import { violations } from './_setup.ts'

afterEach(() => {
  const seen = violations.splice(0)
  expect(seen, 'undeclared statuses or unexpected errors').toEqual([])
})
