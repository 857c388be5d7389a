export declare const SERVER_PROCESS_ENV: Record<string, string>
export declare function serverProcessEnv<T extends Record<string, string | undefined>>(
  env: T,
): T & typeof SERVER_PROCESS_ENV
