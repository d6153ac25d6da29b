/** Types of listen-handles.mjs (see there). */
import type { Worker } from 'node:cluster';

export declare function openListenHandle(port: number, count: number): { give(worker: Worker): void; close(): void };
export declare function awaitListenHandles(count: number, timeoutMs?: number): Promise<object[]>;
