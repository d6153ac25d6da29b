import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { processBusy } from '@/lib/jobs/pressure.mjs';
import type { PassWord } from './vote';

/**
 * The OCR of bib reading runs in one worker thread per process (lib/photo-bibs/ocr-thread.mjs): it
 * prepares each photo with sharp and reads it with tesseract.js (each recogniser in a thread of its
 * own), and answers only the digit words of each pass. Nothing of OCR runs on, or sends large answers
 * to, the event loop that serves requests, and it runs at the lowest CPU priority (nice 19, set in the
 * thread), so the web workers keep the cores while they need them; while the process accepts
 * applications the thread waits between passes (a shared flag). The thread is made on first use and ended after a minute
 * without work (the recognisers hold about 200 MB). The job kind runs one photo at a time per
 * process (lib/photo-bibs/job.ts), so photos never pile up here.
 */
const THREAD_FILE = path.join(process.cwd(), 'lib/photo-bibs/ocr-thread.mjs');
const IDLE_MS = 60_000;
/** How often the thread's pause flag follows whether this process accepts applications (ms). */
const BUSY_POLL_MS = 100;

/** Shared with the thread: 1 while this process accepts applications (the thread waits between passes). */
const pauseFlag = new Int32Array(new SharedArrayBuffer(4));
let busyPoll: NodeJS.Timeout | null = null;

/** Sets the pause flag from whether this process is busy now (lib/jobs/pressure.mjs). */
const syncPause = () => Atomics.store(pauseFlag, 0, processBusy() ? 1 : 0);

/** Keeps the pause flag current while a photo is read. */
function followBusy(on: boolean) {
  if (on && !busyPoll) {
    busyPoll = setInterval(syncPause, BUSY_POLL_MS);
    busyPoll.unref();
  } else if (!on && busyPoll) {
    clearInterval(busyPoll);
    busyPoll = null;
    Atomics.store(pauseFlag, 0, 0);
  }
}

type Answer = { id: number; ok: true; passes?: PassWord[][] } | { id: number; ok: false; message: string };

let thread: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
let idle: NodeJS.Timeout | null = null;

function threadOf(): Worker {
  if (thread) return thread;
  // execArgv []: the server's own flags (a TypeScript loader) would only slow the thread's start.
  const t = new Worker(THREAD_FILE, { execArgv: [], workerData: { pause: pauseFlag } });
  t.on('message', (a: Answer) => {
    waiting.get(a.id)?.resolve(a);
    waiting.delete(a.id);
    // Idle, the thread does not keep the process alive (a script, a worker process shutting down).
    if (waiting.size === 0) t.unref();
  });
  const fail = (err: Error) => {
    if (thread === t) thread = null;
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  t.on('error', fail);
  t.on('exit', (code) => fail(new Error(`bib OCR thread ended (${code})`)));
  thread = t;
  return t;
}

function ask(message: { image?: Uint8Array; stop?: true }, transfer: ArrayBuffer[] = []): Promise<Answer> {
  const id = nextId++;
  const t = threadOf();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    t.ref();
    t.postMessage({ id, ...message }, transfer);
  });
}

/**
 * The digit words each OCR pass read in `image` (any image sharp decodes), as PassWord lists, one
 * per pass of ocr-thread.mjs's OCR_PASSES. Rejects when the image cannot be decoded or the thread fails.
 */
export async function readPasses(image: Buffer): Promise<PassWord[][]> {
  if (idle) clearTimeout(idle);
  // A copy of its own, moved to the thread (a Buffer may share its memory with others).
  const bytes = new Uint8Array(image);
  syncPause();
  followBusy(true);
  try {
    const a = await ask({ image: bytes }, [bytes.buffer]);
    if (!a.ok) throw new Error(`bib OCR failed: ${a.message}`);
    return a.passes ?? [];
  } finally {
    if (waiting.size === 0) {
      followBusy(false);
      idle = setTimeout(() => void stopOcrEngine(), IDLE_MS).unref();
    }
  }
}

/** Ends the OCR thread and its recognisers (idle timeout, tests, shutdown). Safe to call when none runs. */
export async function stopOcrEngine(): Promise<void> {
  if (idle) clearTimeout(idle);
  idle = null;
  const t = thread;
  if (!t) return;
  await ask({ stop: true }).catch(() => undefined);
  thread = null;
  await t.terminate();
}
