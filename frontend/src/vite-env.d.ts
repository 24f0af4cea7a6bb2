/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_ROBOTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
