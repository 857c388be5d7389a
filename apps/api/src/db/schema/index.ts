export * from './nice'
export * from './reference-data'
