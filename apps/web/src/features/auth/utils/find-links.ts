const LINK = /https?:\/\/[^\s<>"')\]]+/g

/** The web addresses in an e-mail's text, each once, in order, without trailing punctuation. */
export function findLinks(text: string): string[] {
  const links = (text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''))
  return [...new Set(links)]
}
