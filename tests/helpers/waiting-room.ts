/**
 * Sends `send()` again, 50–200 ms later each time, while it is answered 503 Q0001 (the opening-rush
 * queue is full), as the apply page's waiting room retries; at most `maxTries` sends. Returns the
 * last answer and how many busy answers came before it.
 */
export async function retryWhileBusy<A extends { status: number; body: { errorCode?: string } | string }>(
  send: () => Promise<A>,
  maxTries = 50,
): Promise<{ answer: A; busy: number }> {
  for (let busy = 0; ; busy++) {
    const answer = await send();
    const code = typeof answer.body === 'object' && answer.body ? answer.body.errorCode : undefined;
    if (!(answer.status === 503 && code === 'Q0001') || busy + 1 >= maxTries) return { answer, busy };
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 150));
  }
}
