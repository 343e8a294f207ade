export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENV: Record<string, string>;
export declare function serverEnv<T extends Record<string, string | undefined>>(env: T): T & Record<string, string | undefined>;
