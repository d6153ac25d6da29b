/**
 * GET /api/health: liveness of this worker for a load balancer's health check (README, serving the
 * opening rush). Touches nothing (no database, no cache), so it also measures what Next alone costs
 * per request: bench:read prints it beside the live counts as the ceiling of any route handler.
 */
export function GET(): Response {
  return new Response('{"status":"ok"}', { headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}
