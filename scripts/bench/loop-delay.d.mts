/** Types of loop-delay.mjs (see there). */
/** Event-loop delay of a process over a run, in ms. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}
export declare function startLoopDelay(): { stop: () => LoopDelay };
