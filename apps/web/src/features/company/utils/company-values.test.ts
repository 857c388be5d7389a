import { describe, expect, it } from 'vitest'
import type { CompanyProfile } from '@sentinela/shared/schemas/company'
import {
  checkCompanyValues,
  companyFieldFor,
  normalizeWebsite,
  toCompanyInput,
  toCompanyValues,
  type CompanyValues,
} from './company-values'

const profile: CompanyProfile = {
  id: 7,
  version: 3,
  name: 'Andes Secure',
  industry: 'computer_network_security',
  country: 'CO',
  region: 'CO-DC',
  city: 'Bogotá',
  description: 'Managed detection and response.',
  ceo: 'Camila Torres',
  foundedYear: 2014,
  numberOfEmployees: 4,
  revenueRange: 2,
  adminFirstName: 'Mateo',
  adminLastName: 'Rojas',
  adminJobTitle: 'CISO',
  phone: '+573001234567',
  phoneCountry: 'CO',
  website: 'https://andes.example.com',
  secondaryEmail: 'security@andes.example.com',
  employer: true,
  logoUrl: null,
  subscriptionName: 'Demo',
  users: [],
  numberOfUsers: 1,
}

const empty: CompanyValues = {
  name: 'Andes Secure',
  industry: '',
  country: '',
  region: '',
  city: '',
  description: '',
  ceo: '',
  foundedYear: '',
  numberOfEmployees: '',
  revenueRange: '',
  adminFirstName: '',
  adminLastName: '',
  adminJobTitle: '',
  phoneCountry: '',
  phone: '',
  website: '',
  secondaryEmail: '',
  employer: false,
}

describe('toCompanyValues and toCompanyInput', () => {
  it('shows the saved profile in the form, codes as text and the phone as people write it', () => {
    expect(toCompanyValues(profile)).toMatchObject({
      industry: 'computer_network_security',
      foundedYear: 2014,
      numberOfEmployees: '4',
      revenueRange: '2',
      phone: '+57 300 1234567',
      employer: true,
    })
  })

  it('gives back the whole profile the API takes, with the version it was read at', () => {
    const input = toCompanyInput(toCompanyValues(profile), profile.version)
    expect(input).toEqual({
      version: 3,
      name: 'Andes Secure',
      industry: 'computer_network_security',
      country: 'CO',
      region: 'CO-DC',
      city: 'Bogotá',
      description: 'Managed detection and response.',
      ceo: 'Camila Torres',
      foundedYear: 2014,
      numberOfEmployees: 4,
      revenueRange: 2,
      adminFirstName: 'Mateo',
      adminLastName: 'Rojas',
      adminJobTitle: 'CISO',
      phone: '+57 300 1234567',
      phoneCountry: 'CO',
      website: 'https://andes.example.com',
      secondaryEmail: 'security@andes.example.com',
      employer: true,
    })
    expect(checkCompanyValues(toCompanyValues(profile), 3)).toEqual([])
  })

  it('sends empty fields as null, and no region without a country', () => {
    expect(toCompanyInput({ ...empty, region: 'CO-DC', city: '  ' }, 0)).toMatchObject({
      industry: null,
      country: null,
      region: null,
      city: null,
      foundedYear: null,
      numberOfEmployees: null,
      phone: null,
      website: null,
    })
  })

  it('adds https:// to a website typed without it', () => {
    expect(normalizeWebsite('andes.example.com')).toBe('https://andes.example.com')
    expect(normalizeWebsite('http://andes.example.com')).toBe('http://andes.example.com')
    expect(normalizeWebsite(' ')).toBeNull()
  })
})

describe('checkCompanyValues', () => {
  it('answers the schema issues on the form fields, one per field', () => {
    const issues = checkCompanyValues(
      { ...empty, name: ' ', foundedYear: 1700, secondaryEmail: 'nope', phone: '12', phoneCountry: 'CO' },
      0,
    )
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.code]))).toEqual({
      name: 'required',
      foundedYear: 'too_small',
      secondaryEmail: 'invalid_email',
      phone: 'invalid_phone',
    })
  })

  it('refuses a year of foundation in the future', () => {
    const next = new Date().getFullYear() + 1
    expect(checkCompanyValues({ ...empty, foundedYear: next }, 0)).toEqual([
      { path: 'foundedYear', code: 'date_in_future', params: {} },
    ])
  })

  it('knows only its own fields', () => {
    expect(companyFieldFor('website', empty)).toBe('website')
    expect(companyFieldFor('version', empty)).toBeUndefined()
  })
})
