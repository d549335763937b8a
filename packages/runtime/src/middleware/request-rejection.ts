/**
 * A request that `beforeRequestMiddleware` answered itself: the handler sends `response` as it is.
 * Internal: it carries a middleware's `Response` from where it was returned or thrown to the one
 * place that sends responses.
 */
export class RequestRejection extends Error {
  readonly response: Response;

  constructor(response: Response) {
    super(`Request answered by beforeRequestMiddleware with ${response.status}`);
    this.name = "RequestRejection";
    this.response = response;
  }
}
