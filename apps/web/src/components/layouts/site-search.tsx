import { Box, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { AI_SEARCH_QUERY_MAX } from '@sentinela/shared/search/ai-query'
import { PATHS } from '../../config/paths'
import classes from './site-search.module.css'

/** Below this breakpoint the header has no room for the box. */
const BOX_BREAKPOINT = 'sm'

/** `/search?q=…`: the AI search results for a question (#18). */
export function aiSearchPath(query: string): string {
  const q = query.trim()
  return q ? `${PATHS.aiSearch}?${new URLSearchParams({ q }).toString()}` : PATHS.aiSearch
}

/** The question on the search page now, so the box keeps showing what was asked. */
function useShownQuery(): string {
  const { pathname, search } = useLocation()
  return pathname.toLowerCase() === PATHS.aiSearch ? (new URLSearchParams(search).get('q') ?? '') : ''
}

/**
 * The shell's and the open screens' search (#18): one question in the person's own words, in any of the three
 * languages; Enter opens the results page. The box follows the address, so it keeps the question on the results page
 * and after Back. In the header from small screens up (`tone`: dark on the shell's white bar, light on the public
 * frame's navy); on a phone the header has no room, so the shell puts it at the top of the navbar (`navbar`).
 */
export function SiteSearch({ placement = 'header' }: { placement?: 'header' | 'navbar' }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const shown = useShownQuery()
  const [draft, setDraft] = useState(shown)
  const [followed, setFollowed] = useState(shown)
  // A new address (a search from the page's own box, Back) brings its question into the box.
  if (followed !== shown) {
    setFollowed(shown)
    setDraft(shown)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void navigate(aiSearchPath(draft))
  }
  const isHeader = placement === 'header'
  return (
    <Box
      component="form"
      role="search"
      visibleFrom={isHeader ? BOX_BREAKPOINT : undefined}
      className={isHeader ? classes.form : classes.navbarForm}
      onSubmit={onSubmit}
    >
      <TextInput
        type="search"
        aria-label={t('site_search.label')}
        placeholder={t('site_search.placeholder')}
        value={draft}
        maxLength={AI_SEARCH_QUERY_MAX}
        onChange={(event) => setDraft(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        className={classes.input}
      />
    </Box>
  )
}
