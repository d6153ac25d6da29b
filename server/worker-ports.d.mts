/** Types of worker-ports.mjs (see there). */
interface PortSettings {
  PORT: number;
  WEB_CONCURRENCY?: number;
  WORKER_PORTS?: number;
  WORKER_PORT_BASE?: number;
}
export declare function workerCount(server: PortSettings): number;
export declare function workerPortsOf(server: PortSettings, slot: number): number[];
export declare function allWorkerPorts(server: PortSettings): number[];
