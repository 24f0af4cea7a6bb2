declare module 'dynalite' {
  import type { Server } from 'node:http';

  export interface DynaliteOptions {
    /** Directory of the LevelDB store; in memory when omitted. */
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
    verbose?: boolean;
    debug?: boolean;
  }

  /** An http.Server whose close() also waits for pending writes and closes the store. */
  export default function dynalite(options?: DynaliteOptions): Server;
}
