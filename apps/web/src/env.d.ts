/** Build-time constants injected by vite.config.ts `define`. */
declare const __APP_VERSION__: string;
declare const __BUILD_TIME__: string;
