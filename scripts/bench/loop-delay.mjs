/**
 * Event-loop delay of this process over a stretch of a benchmark (node:perf_hooks
 * monitorEventLoopDelay, sampled every 10 ms). Plain JavaScript: the load generator (tsx) and the
 * site probe preloaded into Next's workers (plain node) both measure with it.
 *
 * @returns {{ stop: () => { p50: number, p99: number, max: number } }} stop() ends the sampling and
 *   gives the delay's p50, p99 and maximum in ms.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export function startLoopDelay() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e6);
  return {
    stop: () => {
      histogram.disable();
      return { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
    },
  };
}
