export * from './nice'
export * from './reference-data'
export * from './accounts'
export * from './talent'
