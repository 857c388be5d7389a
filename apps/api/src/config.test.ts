import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './config'

describe('parseConfig', () => {
  it('works with nothing set', () => {
    const config = parseConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.DEMO_JOB_POST_LIMIT).toBe(3)
    expect(Object.isFrozen(config)).toBe(true)
  })

  it('treats empty strings as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: ' ' }).PORT).toBe(3000)
  })

  it('names every bad variable', () => {
    const attempt = () => parseConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/)
  })

  it('reads flags', () => {
    expect(parseConfig({ SEED_DEMO: 'true', LOG_PRETTY: '0' })).toMatchObject({ SEED_DEMO: true, LOG_PRETTY: false })
  })

  it('points e-mailed links at the address the server listens on unless APP_URL says otherwise', () => {
    expect(parseConfig({}).APP_URL).toBe('http://localhost:3000')
    expect(parseConfig({ PORT: '3201' }).APP_URL).toBe('http://localhost:3201')
    expect(parseConfig({ PORT: '8080', HOST: '0.0.0.0' }).APP_URL).toBe('http://localhost:8080')
    expect(parseConfig({ PORT: '8080', HOST: '192.0.2.7' }).APP_URL).toBe('http://192.0.2.7:8080')
    expect(parseConfig({ PORT: '3201', APP_URL: 'https://sentinela.example.com/' }).APP_URL).toBe(
      'https://sentinela.example.com',
    )
  })
})
