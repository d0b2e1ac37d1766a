import http from 'node:http';
import type { Express } from 'express';

/**
 * The HTTP server of an Express app, its requests and responses created with the app's own
 * prototypes. Express gives every request and response its app's prototypes by
 * `Object.setPrototypeOf` as it starts handling them; in V8 that leaves each of them a hidden
 * class of its own, so every property the middlewares add (`req.session`, `req.user`, the
 * response's start time...) takes the slow path and allocates hidden classes of its own (README
 * "Performance": a signed-in read spent 627 CPU µs and 75 KB of heap with it, 381 µs and 42 KB
 * without, in the same runs). Created by classes whose prototypes inherit from the app's, and with
 * `app.request` / `app.response` pointing at them, Express's `setPrototypeOf` changes nothing
 * and all requests share their hidden classes. Behaviour is unchanged: the objects have the
 * same prototype chain, one level deeper.
 */
export function createAppServer(app: Express): http.Server {
  class AppRequest extends http.IncomingMessage {}
  class AppResponse extends http.ServerResponse<AppRequest> {}
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  app.request = AppRequest.prototype as unknown as Express['request'];
  app.response = AppResponse.prototype as unknown as Express['response'];
  return http.createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, app);
}
