import { useSearchParams } from 'react-router'

/** The path a /career/... screen shows: `?id=` in its address. */
export function useCareerId(): number | null {
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}
