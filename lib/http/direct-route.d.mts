/** Types of direct-route.mjs (see there). */
import type { IncomingMessage, ServerResponse } from 'node:http';
export type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
export declare function loadRouteHandler(root: string, route: string, method: string): Promise<RouteHandler>;
export declare function createDirectRoutes(
  root: string,
  routes: Map<string, RouteHandler>,
): (req: IncomingMessage, res: ServerResponse, pass: () => void) => void;
