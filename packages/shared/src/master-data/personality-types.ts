/** The 16 personality types (four-letter codes). Nicknames and descriptions live in the master-data catalog. */
export const PERSONALITY_TYPE_CODES = [
  'ISTJ',
  'ISFJ',
  'INFJ',
  'INTJ',
  'ISTP',
  'ISFP',
  'INFP',
  'INTP',
  'ESTP',
  'ESFP',
  'ENFP',
  'ENTP',
  'ESTJ',
  'ESFJ',
  'ENFJ',
  'ENTJ',
] as const
export type PersonalityTypeCode = (typeof PERSONALITY_TYPE_CODES)[number]
