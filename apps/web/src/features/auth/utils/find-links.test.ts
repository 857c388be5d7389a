import { describe, expect, it } from 'vitest'
import { findLinks } from './find-links'

describe('findLinks', () => {
  it('finds each address once, without the sentence around it', () => {
    const text =
      'Activate: http://localhost:3000/account/confirm_account/?token=abc.\nOr open (https://example.com/x) — http://localhost:3000/account/confirm_account/?token=abc'
    expect(findLinks(text)).toEqual([
      'http://localhost:3000/account/confirm_account/?token=abc',
      'https://example.com/x',
    ])
  })

  it('answers nothing for text without links', () => {
    expect(findLinks('Hello')).toEqual([])
  })
})
