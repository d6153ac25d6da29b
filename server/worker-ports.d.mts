/** Types of worker-ports.mjs (see there). */
export interface ServerSettings {
  PORT: number;
  WEB_CONCURRENCY?: number;
  WORKER_PORTS?: number;
  WORKER_PORT_BASE?: number;
  WORKER_SOCKET_DIR?: string;
}
export declare function workerCount(server: ServerSettings): number;
export declare function workerPortsOf(server: ServerSettings, slot: number): number[];
export declare function workerListenersOf(server: ServerSettings, slot: number): Array<number | string>;
export declare function allWorkerListeners(server: ServerSettings): Array<number | string>;
