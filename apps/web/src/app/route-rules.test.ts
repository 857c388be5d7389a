import { describe, expect, it } from 'vitest'
import { OPEN_ROUTES, PATHS, PUBLIC_ROUTES, SHELL_ROUTES } from '../config/paths'
import type { Session } from '../lib/session'
import {
  classifyPath,
  getHomePath,
  isTalentPath,
  isToolbarHidden,
  resolveRedirect,
  SCROLL_TO_TOP_DELAY_MS,
  CHUNK_LOAD_TIMEOUT_MS,
} from './route-rules'

const talent: Session = { role: 'talent', subscriptionName: null }
const company: Session = { role: 'company', subscriptionName: 'Demo' }

/** SPEC §2, copied as written ({product} = sentinela): the route table must hold exactly these addresses. */
const SPEC_PUBLIC = [
  '/sign-in',
  '/sign-up',
  '/sign-up-company',
  '/auth/reset/',
  '/change/',
  '/password-recovery',
  '/account/confirm_account/',
  '/sso',
  '/multi-step-sign-up',
  '/404',
  '/500',
]
const SPEC_SHELL = [
  '/SearchTalent',
  '/dashboard',
  '/subscriptions',
  '/jobs',
  '/sentinelaSessions',
  '/career',
  '/careerPath',
  '/StartYourCyberCareerHere',
  '/MexicoAwards',
  '/ColombiaAwards',
  '/ChileAwards',
  '/argentinaAwards',
  '/career/details',
  '/career/trainings',
  '/career/jobs',
  '/career/BasicInformationCareer',
  '/career/createCareer',
  '/career/editCareer',
  '/trainings',
  '/trainings/training',
  '/trainings/training/detail',
  '/trainings/training/detail/course',
  '/AIAgents',
  '/AIAgents/AIAgent',
  '/builder',
  ...[
    'overview',
    'edit_Profile',
    'settings',
    'employees',
    'cyber-team',
    'TalentSerch',
    'subscriptions',
    'appliedJobs',
    'viewAppliedTalent',
    'myCareers',
  ].map((child) => `/company/account/${child}`),
  ...['overview', 'projects', 'campaigns', 'documents', 'connections', 'activity'].map(
    (child) => `/talent/profile/${child}`,
  ),
  ...[
    'overview',
    'settings',
    'AccountPrivacity',
    'relations',
    'savedJobs',
    'savedTrainings',
    'trainingProgress',
    'myCareers',
    'CompanyCareerPath',
    'Community',
    'appliedJobs',
  ].map((child) => `/talent/account/${child}`),
  ...[
    'basicData',
    'softskills',
    'certifications',
    'courses',
    'education',
    'workExperience',
    'languages',
    'references',
    'nist-nice',
    'nist-nice-quiz',
  ].map((child) => `/talent/account/profile/${child}`),
]

describe('the route table', () => {
  it('holds every public screen of §2, spelled as the spec spells it', () => {
    const paths = PUBLIC_ROUTES.map((route) => route.path.replace(/:token\?$/, ''))
    // The development outbox and a job alert e-mail's unsubscribe page (#20) are the public pages beyond §2.
    const beyondSpec: string[] = [PATHS.devOutbox, '/alerts/unsubscribe']
    expect(paths.filter((path) => !beyondSpec.includes(path))).toEqual(SPEC_PUBLIC)
    expect(paths).toEqual(expect.arrayContaining(beyondSpec))
  })

  it('holds every main shell screen of §2, spelled as the spec spells it, and only the stepper, nominee, checkout and company messages pages besides', () => {
    const beyondSpec = [
      '/jobs/new',
      '/jobs/:id/edit',
      '/awards/nominees/:id',
      '/billing/checkout/:token',
      '/company/account/messages',
    ]
    // Job search is open to visitors as well (issue #13): the shell when signed in, the public frame otherwise.
    const shellOrOpen = [...SHELL_ROUTES.slice(0, 3), OPEN_ROUTES[0], ...SHELL_ROUTES.slice(3)].map(
      (route) => route.path,
    )
    expect(OPEN_ROUTES[0].path).toBe('/jobs')
    expect(shellOrOpen.filter((path) => !beyondSpec.includes(path))).toEqual(SPEC_SHELL)
    expect(SHELL_ROUTES.map((route) => route.path)).toEqual(expect.arrayContaining(beyondSpec))
  })

  it('gives every screen its own title key', () => {
    const keys = [...PUBLIC_ROUTES, ...SHELL_ROUTES, ...OPEN_ROUTES].map((route) => route.pageKey)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('does not build the old template demo routes (PRODUCT.md)', () => {
    expect(classifyPath('/crafted/pages/profile/overview')).toBe('unknown')
    expect(classifyPath('/apps/chat/private-chat')).toBe('unknown')
  })
})

describe('classifyPath', () => {
  it('knows the root', () => {
    expect(classifyPath('/')).toBe('home')
  })

  it.each(SPEC_PUBLIC)('reads %s as public', (path) => {
    expect(classifyPath(path)).toBe('public')
  })

  it.each(SPEC_SHELL)('reads %s as private (job search: open)', (path) => {
    expect(classifyPath(path)).toBe(path === '/jobs' ? 'open' : 'private')
  })

  it('accepts the token an e-mailed link carries', () => {
    expect(classifyPath('/auth/reset/3f9a1c')).toBe('public')
    expect(classifyPath('/account/confirm_account/3f9a1c')).toBe('public')
    expect(classifyPath('/change/3f9a1c')).toBe('public')
  })

  it('matches like the router: any letter case, trailing slash allowed', () => {
    expect(classifyPath('/searchtalent')).toBe('private')
    expect(classifyPath('/talent/account/overview/')).toBe('private')
  })

  it('reads a job page as open to anyone, and the stepper as private', () => {
    expect(classifyPath('/jobs/42')).toBe('open')
    expect(classifyPath('/jobs/new')).toBe('private')
    expect(classifyPath('/jobs/42/edit')).toBe('private')
    expect(resolveRedirect('/jobs/42', null)).toBeNull()
    expect(resolveRedirect('/jobs/new', null)).toBe('/sign-in')
  })

  it('reads anything else as unknown', () => {
    expect(classifyPath('/nowhere')).toBe('unknown')
    expect(classifyPath('/company/account')).toBe('unknown')
    expect(classifyPath('/talent/account/overview/extra')).toBe('unknown')
  })
})

describe('getHomePath', () => {
  it('sends a talent to the talent overview', () => {
    expect(getHomePath(talent)).toBe('/talent/account/overview')
  })

  it('sends any other signed-in user to the company overview', () => {
    expect(getHomePath(company)).toBe('/company/account/overview')
  })

  it('sends a visitor to sign in', () => {
    expect(getHomePath(null)).toBe('/sign-in')
  })
})

describe('resolveRedirect', () => {
  it.each([
    // [path, session, expected]
    ['/', null, '/sign-in'],
    ['/', talent, '/talent/account/overview'],
    ['/', company, '/company/account/overview'],
    ['/nowhere', null, '/404'],
    ['/nowhere', talent, '/404'],
    ['/talent/account/overview', null, '/sign-in'],
    ['/jobs', null, null],
    ['/jobs/new', null, '/sign-in'],
    ['/company/account/overview', null, '/sign-in'],
    ['/talent/account/overview', company, '/company/account/overview'],
    ['/talent/profile/activity', company, '/company/account/overview'],
    ['/Talent/Account/Settings', company, '/company/account/overview'],
    ['/talent/account/profile/nist-nice-quiz', talent, null],
    ['/company/account/settings', company, null],
    ['/jobs', talent, null],
    ['/sign-in', null, null],
    ['/sign-up', talent, null],
    ['/404', null, null],
    ['/500', company, null],
  ] as const)('%s with %o goes to %s', (path, session, expected) => {
    expect(resolveRedirect(path, session)).toBe(expected)
  })
})

describe('isTalentPath', () => {
  it('reads any path starting with /talent', () => {
    expect(isTalentPath('/talent/account/overview')).toBe(true)
    expect(isTalentPath('/TALENT/profile/overview')).toBe(true)
    expect(isTalentPath('/company/account/TalentSerch')).toBe(false)
    expect(isTalentPath('/SearchTalent')).toBe(false)
  })
})

describe('isToolbarHidden', () => {
  it('hides the toolbar on /subscriptions only', () => {
    expect(isToolbarHidden('/subscriptions')).toBe(true)
    expect(isToolbarHidden('/subscriptions/')).toBe(true)
    expect(isToolbarHidden('/company/account/subscriptions')).toBe(false)
    expect(isToolbarHidden('/jobs')).toBe(false)
  })
})

describe('timings', () => {
  it('follows §2 and §8', () => {
    expect(SCROLL_TO_TOP_DELAY_MS).toBe(100)
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
  })
})
