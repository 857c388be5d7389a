import { describe, expect, it } from 'vitest'
import { isSignedInPath } from './signed-in-paths'

describe('isSignedInPath', () => {
  it("fetches the signed-in table for the shell's and the operator's screens only", () => {
    expect(isSignedInPath('/jobs/new')).toBe(true)
    expect(isSignedInPath('/jobs/38/edit')).toBe(true)
    expect(isSignedInPath('/talent/account/profile/references')).toBe(true)
    expect(isSignedInPath('/operator/posts/7')).toBe(true)
    expect(isSignedInPath('/operator/awards?tab=2#top')).toBe(true)
    // Public and open screens, and unknown addresses (the catch-all sends them to /404).
    expect(isSignedInPath('/jobs/38')).toBe(false)
    expect(isSignedInPath('/jobs/38?from=alert')).toBe(false)
    expect(isSignedInPath('/blog/4')).toBe(false)
    expect(isSignedInPath('/auth/reset/abc')).toBe(false)
    expect(isSignedInPath('/no-such-page')).toBe(false)
  })
})
