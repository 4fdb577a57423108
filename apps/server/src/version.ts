/** Replaced at build time with the root package's version; read from the environment under tsx. */
declare const __APP_VERSION__: string | undefined;
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : (process.env.npm_package_version ?? '0.0.0-dev');

declare const __BUILD_ID__: string | undefined;
/**
 * The build's code fingerprint (build.mjs); from source (tests, `npm run dev`) a per-process id,
 * so nothing kept by another version of the code is ever read back as this one's.
 */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : `dev-${process.pid}-${Date.now()}`;
